//! The names of every field a JSON record's type writes, those it leaves out this time
//! included: an input field named like any of them is ours, whatever this record holds (a
//! `solved` record has no `error`, but an input's stale `error` must not pass for ours).
//!
//! Serde tells a struct's serializer of each field, even one `skip_serializing_if` leaves out
//! (`SerializeStruct::skip_field`); this serializer only listens to those names and never
//! writes a value. A record serialized as a map (a `#[serde(flatten)]` field makes it one)
//! tells no names here: only the fields it writes count then.

use std::fmt;

use serde::Serialize;
use serde::ser::{self, Impossible, SerializeStruct, Serializer};

/// The names of the fields `record`'s type can write, in their order; none when it is not a
/// struct.
pub fn of(record: &impl Serialize) -> Vec<&'static str> {
    let mut names = Names(Vec::new());
    match record.serialize(&mut names) {
        Ok(()) => names.0,
        Err(NotAStruct) => Vec::new(),
    }
}

struct Names(Vec<&'static str>);

/// What the serializer says of anything but a struct.
#[derive(Debug)]
struct NotAStruct;

impl fmt::Display for NotAStruct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("only a struct's field names are listed")
    }
}

impl std::error::Error for NotAStruct {}

impl ser::Error for NotAStruct {
    fn custom<T: fmt::Display>(_: T) -> NotAStruct {
        NotAStruct
    }
}

impl SerializeStruct for &mut Names {
    type Ok = ();
    type Error = NotAStruct;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        self.0.push(key);
        Ok(())
    }

    fn skip_field(&mut self, key: &'static str) -> Result<(), NotAStruct> {
        self.0.push(key);
        Ok(())
    }

    fn end(self) -> Result<(), NotAStruct> {
        Ok(())
    }
}

/// Serializer methods that refuse, as every one but `serialize_struct` does.
macro_rules! refuse {
    ($($method:ident($($arg:ty),*) -> $result:ty;)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<$result, NotAStruct> {
            Err(NotAStruct)
        })*
    };
}

type No = Impossible<(), NotAStruct>;

impl<'a> Serializer for &'a mut Names {
    type Ok = ();
    type Error = NotAStruct;
    type SerializeSeq = No;
    type SerializeTuple = No;
    type SerializeTupleStruct = No;
    type SerializeTupleVariant = No;
    type SerializeMap = No;
    type SerializeStruct = &'a mut Names;
    type SerializeStructVariant = No;

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, NotAStruct> {
        Ok(self)
    }

    refuse! {
        serialize_bool(bool) -> ();
        serialize_i8(i8) -> ();
        serialize_i16(i16) -> ();
        serialize_i32(i32) -> ();
        serialize_i64(i64) -> ();
        serialize_u8(u8) -> ();
        serialize_u16(u16) -> ();
        serialize_u32(u32) -> ();
        serialize_u64(u64) -> ();
        serialize_f32(f32) -> ();
        serialize_f64(f64) -> ();
        serialize_char(char) -> ();
        serialize_str(&str) -> ();
        serialize_bytes(&[u8]) -> ();
        serialize_none() -> ();
        serialize_unit() -> ();
        serialize_unit_struct(&'static str) -> ();
        serialize_unit_variant(&'static str, u32, &'static str) -> ();
        serialize_seq(Option<usize>) -> No;
        serialize_tuple(usize) -> No;
        serialize_tuple_struct(&'static str, usize) -> No;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> No;
        serialize_map(Option<usize>) -> No;
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> No;
    }

    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Record {
        status: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
        count: Option<u32>,
    }

    #[test]
    fn a_field_left_out_this_time_is_listed_too() {
        let record = Record {
            status: "solved",
            error: None,
            count: None,
        };
        assert_eq!(of(&record), ["status", "error", "count"]);
        assert_eq!(of(&3), Vec::<&str>::new(), "not a struct");
    }
}
