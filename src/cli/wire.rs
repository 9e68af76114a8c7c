//! The JSON objects written per puzzle: the wire format scripts rely on (see the README).
//!
//! Kept apart from the domain types so that a change inside the library cannot change the
//! output by accident. Fields marked `skip_serializing_if` appear only where they apply; the
//! others are always present, `null` when they have no value.

use serde::{Serialize, Serializer};
use sudoku::Grid;
use sudoku::canon::MinimizeError;
use sudoku::format::{Fields, Record};
use sudoku::grid::{column_of, row_of};
use sudoku::logic::LogicError;
use sudoku::validate::{self, Conflict};

use super::field_names;

/// A grid written as its 81-character line, `.` for a blank.
pub struct LineGrid(pub Grid);

impl Serialize for LineGrid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let line = self.0.line_bytes();
        serializer.serialize_str(std::str::from_utf8(&line).expect("digits and dots are ASCII"))
    }
}

/// One object per puzzle of `sudoku solve --json`.
#[derive(Serialize)]
pub struct Solved<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `solved`, `unsolvable` or `invalid`.
    pub status: &'static str,
    pub solution: Option<LineGrid>,
    /// Whether the solution is the only one; `null` with `--any` and when not solved.
    pub unique: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u64>,
    /// With `count`: whether `--limit` stopped the count, so there may be more solutions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capped: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<LineGrid>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<Vec<ConflictRecord>>,
}

impl<'a> Solved<'a> {
    /// A solved puzzle's record, to be filled in.
    pub fn new(source: &'a str, index: usize, puzzle: Grid) -> Solved<'a> {
        Solved {
            source,
            index,
            puzzle: Some(LineGrid(puzzle)),
            status: "solved",
            solution: None,
            unique: None,
            count: None,
            capped: None,
            solutions: None,
            error: None,
            conflicts: None,
        }
    }

    /// The record of a puzzle that failed with `error`.
    pub fn failed(
        source: &'a str,
        index: usize,
        puzzle: Option<Grid>,
        status: &'static str,
        error: impl std::fmt::Display,
    ) -> Solved<'a> {
        Solved {
            puzzle: puzzle.map(LineGrid),
            status,
            error: Some(error.to_string()),
            ..Solved::new(source, index, Grid::EMPTY)
        }
    }
}

/// What an input said about a puzzle, carried into its output object: our `annotation`,
/// `label` and `heading`, then the other fields of a JSON input object, unchanged and in their
/// order. Our fields win a name clash: an input field named like one of ours is left out.
#[derive(Debug, Clone, Copy, Default)]
pub struct Carried<'a> {
    pub annotation: Option<&'a str>,
    pub label: Option<&'a str>,
    pub heading: Option<&'a str>,
    pub extra: Option<&'a Fields>,
}

impl<'a> Carried<'a> {
    /// What `record`'s input said about it.
    pub fn of(record: &'a Record) -> Carried<'a> {
        Carried {
            annotation: record.annotation(),
            label: record.label(),
            heading: record.heading(),
            extra: record.extra(),
        }
    }

    fn is_empty(&self) -> bool {
        self.annotation.is_none()
            && self.label.is_none()
            && self.heading.is_none()
            && self.extra.is_none_or(|e| e.is_empty())
    }

    /// The names of the fields [`Carried::write_ours`] writes, in its order.
    const OURS: [&'static str; 3] = ["annotation", "label", "heading"];

    /// Appends `,"annotation":…,"label":…,"heading":…` for those present to an open object.
    fn write_ours(&self, out: &mut Vec<u8>, mut comma: bool) -> bool {
        let values = [self.annotation, self.label, self.heading];
        for (name, value) in Carried::OURS.into_iter().zip(values) {
            if let Some(value) = value {
                write_field(out, std::mem::replace(&mut comma, true), name, &value);
            }
        }
        comma
    }

    /// Appends the input's other fields to an open object, leaving out those named in `ours`
    /// and our own `annotation`, `label` and `heading` (written before, when they were strings;
    /// another value under those names is not one of ours, and a script reading ours must not
    /// get it).
    fn write_extra(&self, out: &mut Vec<u8>, mut comma: bool, ours: &[String]) {
        let Some(extra) = self.extra else { return };
        for (name, value) in extra.iter() {
            let carried_as_ours = Carried::OURS.contains(&name);
            if carried_as_ours || ours.iter().any(|o| o == name) {
                continue;
            }
            // As written: `1e5` stays `1e5`, where a parsed number would be written `1e+5`.
            write_field(out, std::mem::replace(&mut comma, true), name, value);
        }
    }
}

fn write_field(out: &mut Vec<u8>, comma: bool, name: &str, value: &(impl Serialize + ?Sized)) {
    if comma {
        out.push(b',');
    }
    serde_json::to_writer(&mut *out, name).expect("a string serializes");
    out.push(b':');
    serde_json::to_writer(&mut *out, value).expect("JSON values serialize");
}

/// The names of the fields `record` can write, for telling which input fields clash: every
/// field of its type, those it leaves out this time included ([`field_names::of`]); for a
/// record written as a map, those it writes.
fn field_names(record: &impl Serialize) -> Vec<String> {
    let names = field_names::of(record);
    if !names.is_empty() {
        return names.into_iter().map(String::from).collect();
    }
    match serde_json::to_value(record) {
        Ok(serde_json::Value::Object(fields)) => fields.into_iter().map(|(name, _)| name).collect(),
        _ => Vec::new(),
    }
}

/// Writes `record` as one JSON object, followed inside it by what its input carried.
pub fn write_object(out: &mut Vec<u8>, record: &impl Serialize, carried: &Carried<'_>) {
    let start = out.len();
    serde_json::to_writer(&mut *out, record).expect("wire records serialize");
    if carried.is_empty() {
        // The common case, a bare puzzle line: nothing to add, nothing to look up.
        return;
    }
    debug_assert_eq!(out.last(), Some(&b'}'));
    out.pop();
    let comma = carried.write_ours(out, out.len() > start + 1);
    carried.write_extra(out, comma, &field_names(record));
    out.push(b'}');
}

/// Writes `record` as a JSON object left open at a new array field `field`, so its items can be
/// streamed after it: `{"a":1,"annotation":"x","field":[`. The caller closes it with
/// [`close_object_after_array`].
pub fn open_object_for_array(
    out: &mut Vec<u8>,
    record: &impl Serialize,
    carried: &Carried<'_>,
    field: &str,
) {
    let start = out.len();
    serde_json::to_writer(&mut *out, record).expect("wire records serialize");
    debug_assert_eq!(out.last(), Some(&b'}'));
    out.pop();
    let comma = carried.write_ours(out, out.len() > start + 1);
    if comma {
        out.push(b',');
    }
    serde_json::to_writer(&mut *out, field).expect("a string serializes");
    out.extend_from_slice(b":[");
}

/// Closes an object opened by [`open_object_for_array`] with the same arguments: the array,
/// then the input's other fields, then the object.
pub fn close_object_after_array(
    out: &mut Vec<u8>,
    record: &impl Serialize,
    carried: &Carried<'_>,
    field: &str,
) {
    out.push(b']');
    if !carried.is_empty() {
        let mut ours = field_names(record);
        ours.push(field.to_string());
        carried.write_extra(out, true, &ours);
    }
    out.push(b'}');
}

/// One object per puzzle of `sudoku validate --json`.
#[derive(Serialize)]
pub struct Validated<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `complete`, `unique`, `multiple`, `unsolvable`, `conflict` or `invalid`.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<Vec<ConflictRecord>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku format --json`.
#[derive(Serialize)]
pub struct Formatted<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `ok` or `invalid`.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku generate --json`.
#[derive(Serialize)]
pub struct Generated<'a> {
    /// The `--from` file the puzzle's solution came from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<&'a str>,
    pub index: u64,
    pub puzzle: Option<LineGrid>,
    pub solution: Option<LineGrid>,
    pub givens: Option<usize>,
    pub seed: u64,
    pub symmetry: Option<&'static str>,
    /// Whether no given can be taken away (always true without `--pattern`).
    pub minimal: Option<bool>,
    /// How many tries the puzzle took, this one included: puzzles turned down by
    /// `--difficulty`/`--rating` count, as do those outside `--givens`.
    pub tries: Option<u64>,
    // With `--difficulty` or `--rating`, the ratings `rate --json` gives, under its names, `null`
    // for a puzzle that was not made; left out without. They are fields of their own, not a
    // `#[serde(flatten)]` struct: that would write the record as a map, which names only the
    // fields it writes (`field_names`), so an input's stale `error` or `rating` would pass for
    // ours.
    /// ER, the hardest step; a lower bound when `exact` is false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<Option<f64>>,
    /// EP, the hardest step up to the first placement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pearl: Option<Option<f64>>,
    /// ED, the first step.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diamond: Option<Option<f64>>,
    /// False when the puzzle needs techniques not implemented yet: `rating` is then the least
    /// it rates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact: Option<Option<bool>>,
    /// With the ratings, the hardest step's technique, `null` when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<Option<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Option<usize>>,
    /// `generated`, `failed` or `invalid`.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl<'a> Generated<'a> {
    /// The record of puzzle `index` with `status`, every optional field left out: what a
    /// failure writes, and what the other records fill in.
    pub fn blank(source: Option<&'a str>, index: u64, seed: u64, status: &'static str) -> Self {
        Generated {
            source,
            index,
            puzzle: None,
            solution: None,
            givens: None,
            seed,
            symmetry: None,
            minimal: None,
            tries: None,
            rating: None,
            pearl: None,
            diamond: None,
            exact: None,
            technique: None,
            level: None,
            steps: None,
            status,
            error: None,
        }
    }
}

/// A broken rule: `{"unit": "row", "number": 1, "digit": 5, "cells": [{"row": 1, "column": 3}, …]}`,
/// numbers 1-based.
#[derive(Serialize)]
pub struct ConflictRecord {
    pub unit: &'static str,
    pub number: u8,
    pub digit: u8,
    pub cells: Vec<CellRecord>,
    /// The same in words: `two 5s in row 1 (r1c3, r1c7)`.
    pub message: String,
}

#[derive(Serialize)]
pub struct CellRecord {
    pub row: usize,
    pub column: usize,
}

impl ConflictRecord {
    pub fn list(conflicts: &[Conflict]) -> Vec<ConflictRecord> {
        conflicts
            .iter()
            .map(|c| ConflictRecord {
                unit: c.unit.kind(),
                number: c.unit.number(),
                digit: c.digit,
                cells: c
                    .cells
                    .iter()
                    .map(|&cell| CellRecord {
                        row: row_of(cell) + 1,
                        column: column_of(cell) + 1,
                    })
                    .collect(),
                message: c.to_string(),
            })
            .collect()
    }
}

/// The conflicts in words, for messages: `two 5s in row 1 (r1c3, r1c7); …`.
pub fn describe_conflicts(conflicts: &[Conflict]) -> String {
    let parts: Vec<String> = conflicts.iter().map(Conflict::to_string).collect();
    parts.join("; ")
}

/// `what` went wrong with the puzzle that starts on `line`, as a JSON record's `error` says it:
/// the line first, as a parse error's message has it.
pub fn on_line(line: usize, what: &str) -> String {
    format!("line {line}: {what}")
}

/// Why a puzzle could not be rated or explained, in words: for one with no solution because
/// its givens break a rule, which rule, as `solve` says it.
pub fn describe_logic_error(puzzle: &Grid, error: LogicError) -> String {
    let no_solution = matches!(
        error,
        LogicError::NoSolution | LogicError::PencilmarksRuleOutAll
    );
    describe_unsolved(puzzle, no_solution, &error)
}

/// Why `puzzle` could not be minimized, in words, as [`describe_logic_error`] says it.
pub fn describe_minimize_error(puzzle: &Grid, error: MinimizeError) -> String {
    describe_unsolved(puzzle, error == MinimizeError::NoSolution, &error)
}

/// `error` in words, unless the puzzle has `no_solution` because its givens break a rule:
/// then which rule.
fn describe_unsolved(puzzle: &Grid, no_solution: bool, error: &dyn std::fmt::Display) -> String {
    let conflicts = if no_solution {
        validate::conflicts(puzzle)
    } else {
        Vec::new()
    };
    if conflicts.is_empty() {
        error.to_string()
    } else {
        format!(
            "the givens break the rules: {}",
            describe_conflicts(&conflicts)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_object_opened_for_an_array_closes_into_valid_json() {
        let mut out = Vec::new();
        let none = Carried::default();
        let record = serde_json::json!({"a": 1});
        open_object_for_array(&mut out, &record, &none, "items");
        out.extend_from_slice(b"\"x\",\"y\"");
        close_object_after_array(&mut out, &record, &none, "items");
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(value, serde_json::json!({"a": 1, "items": ["x", "y"]}));

        let mut empty = Vec::new();
        open_object_for_array(&mut empty, &serde_json::json!({}), &none, "items");
        close_object_after_array(&mut empty, &serde_json::json!({}), &none, "items");
        assert_eq!(empty, b"{\"items\":[]}");
    }

    /// A `generate` record names every field it can write, the ratings and `error` included,
    /// even when it writes none of them.
    #[test]
    fn a_generated_record_names_the_fields_it_leaves_out() {
        let record = Generated::blank(None, 0, 1, "generated");
        let names = field_names(&record);
        for name in [
            "source",
            "rating",
            "pearl",
            "diamond",
            "exact",
            "technique",
            "level",
            "steps",
            "error",
        ] {
            assert!(names.iter().any(|n| n == name), "{name} not in {names:?}");
        }
    }

    #[test]
    fn carried_fields_follow_ours_and_lose_a_clash() {
        let extra: Fields =
            serde_json::from_str(r#"{"id":7,"index":"theirs","rating":1.5}"#).unwrap();
        let carried = Carried {
            annotation: Some("#11.9"),
            label: None,
            heading: None,
            extra: Some(&extra),
        };
        let record = serde_json::json!({"index": 0, "status": "ok"});
        let mut out = Vec::new();
        write_object(&mut out, &record, &carried);
        assert_eq!(
            std::str::from_utf8(&out).unwrap(),
            r##"{"index":0,"status":"ok","annotation":"#11.9","id":7,"rating":1.5}"##
        );

        let mut streamed = Vec::new();
        open_object_for_array(&mut streamed, &record, &carried, "items");
        streamed.extend_from_slice(b"1");
        close_object_after_array(&mut streamed, &record, &carried, "items");
        assert_eq!(
            std::str::from_utf8(&streamed).unwrap(),
            r##"{"index":0,"status":"ok","annotation":"#11.9","items":[1],"id":7,"rating":1.5}"##
        );
    }
}

/// One object per puzzle of `sudoku rate --json`.
#[derive(Serialize)]
pub struct Rated<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `rated`, `unsolvable`, `multiple` or `invalid`.
    pub status: &'static str,
    /// ER, the hardest step; a lower bound when `exact` is false.
    pub rating: Option<f64>,
    /// EP, the hardest step up to the first placement.
    pub pearl: Option<f64>,
    /// ED, the first step.
    pub diamond: Option<f64>,
    /// False when no technique on the SE scale finishes the puzzle: `rating` is then the
    /// least it rates.
    pub exact: Option<bool>,
    pub technique: Option<String>,
    pub level: Option<&'static str>,
    pub steps: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A digit in a cell, 1-based as players count.
#[derive(Serialize)]
pub struct CellDigit {
    pub row: usize,
    pub column: usize,
    pub digit: u8,
}

impl CellDigit {
    pub fn new((cell, digit): (usize, u8)) -> CellDigit {
        CellDigit {
            row: row_of(cell) + 1,
            column: column_of(cell) + 1,
            digit,
        }
    }
}

/// A cell, 1-based.
#[derive(Serialize)]
pub struct Cell {
    pub row: usize,
    pub column: usize,
}

/// One step of a solving path.
#[derive(Serialize)]
pub struct StepRecord {
    pub technique: String,
    pub rating: f64,
    pub placements: Vec<CellDigit>,
    pub eliminations: Vec<CellDigit>,
    pub cells: Vec<Cell>,
    pub description: String,
    /// For a chain, its links in order from the assumption: each a digit in a cell, `on`
    /// when the digit goes there, off when it cannot.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<LinkRecord>,
    /// For a chain whose conclusion rests on several lines, each line's links, the first
    /// being `links`: a contradiction's two, or one for each assumption of a cell's or a
    /// region's forcing chains (or of a candidate and its negation).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<Vec<LinkRecord>>,
    /// For a dynamic forcing chain (+) or a nested one, the steps behind links on its lines
    /// that other techniques added.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inner: Vec<InnerRecord>,
}

/// A link of a forcing chain that another technique added: the assumption of its line, the
/// link, and the technique's step, in the grid that assumption had left.
#[derive(Serialize)]
pub struct InnerRecord {
    pub given: LinkRecord,
    pub link: LinkRecord,
    pub step: StepRecord,
}

/// One link of a chain.
#[derive(Serialize)]
pub struct LinkRecord {
    pub row: usize,
    pub column: usize,
    pub digit: u8,
    pub on: bool,
}

impl StepRecord {
    pub fn new(step: &sudoku::logic::Step) -> StepRecord {
        StepRecord {
            technique: step.name().to_string(),
            rating: step.rating.value(),
            placements: step
                .placements
                .iter()
                .copied()
                .map(CellDigit::new)
                .collect(),
            eliminations: step
                .eliminations
                .iter()
                .copied()
                .map(CellDigit::new)
                .collect(),
            cells: step
                .cells
                .iter()
                .map(|&cell| Cell {
                    row: row_of(cell) + 1,
                    column: column_of(cell) + 1,
                })
                .collect(),
            description: step.description.clone(),
            links: LinkRecord::line(&step.chain),
            branches: step
                .branches
                .iter()
                .map(|line| LinkRecord::line(line))
                .collect(),
            inner: step
                .inner
                .iter()
                .map(|inner| InnerRecord {
                    given: LinkRecord::new(inner.given),
                    link: LinkRecord::new(inner.link),
                    step: StepRecord::new(&inner.step),
                })
                .collect(),
        }
    }
}

impl LinkRecord {
    /// The records of a chain's line of links, in order.
    fn line(links: &[sudoku::logic::Link]) -> Vec<LinkRecord> {
        links.iter().map(|&link| LinkRecord::new(link)).collect()
    }

    fn new(link: sudoku::logic::Link) -> LinkRecord {
        LinkRecord {
            row: row_of(link.cell) + 1,
            column: column_of(link.cell) + 1,
            digit: link.digit,
            on: link.on,
        }
    }
}

/// One object per puzzle of `sudoku explain --json`.
#[derive(Serialize)]
pub struct Explained<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `explained`, `stuck` (no technique on the SE scale applies), `complete`, `unsolvable`,
    /// `multiple` or `invalid`.
    pub status: &'static str,
    pub steps: Option<Vec<StepRecord>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku hint --json`.
#[derive(Serialize)]
pub struct Hinted<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// As for `explain`: `explained` when a step was found.
    pub status: &'static str,
    pub step: Option<StepRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku canon --json`.
#[derive(Serialize)]
pub struct Canonicalized<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `ok` or `invalid` (duplicates are not printed with `--dedupe`).
    pub status: &'static str,
    /// The minlex form: 81 digits, `0` for a blank.
    pub canonical: Option<String>,
    /// How many transformations map the puzzle onto itself, the identity included.
    pub automorphisms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku shuffle --json`.
#[derive(Serialize)]
pub struct Shuffled<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `ok` or `invalid`.
    pub status: &'static str,
    pub shuffled: Option<LineGrid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One object per puzzle of `sudoku minimize --json`.
#[derive(Serialize)]
pub struct Minimized<'a> {
    pub source: &'a str,
    pub index: usize,
    pub puzzle: Option<LineGrid>,
    /// `minimal`, `unsolvable`, `multiple` or `invalid`.
    pub status: &'static str,
    pub minimized: Option<LineGrid>,
    /// How many givens the minimized puzzle keeps.
    pub givens: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}
