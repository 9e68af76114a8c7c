//! The JSON objects written per puzzle: the wire format scripts rely on (see the README).
//!
//! Kept apart from the domain types so that a change inside the library cannot change the
//! output by accident. Fields marked `skip_serializing_if` appear only where they apply; the
//! others are always present, `null` when they have no value.

use serde::{Serialize, Serializer};
use sudoku::Grid;
use sudoku::grid::{column_of, row_of};
use sudoku::validate::Conflict;

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

/// Writes `record` as a JSON object left open at a new array field `field`, so its items can be
/// streamed after it: `{"a":1,"field":[`. The caller closes it with `]}`.
pub fn open_object_for_array(out: &mut Vec<u8>, record: &impl Serialize, field: &str) {
    let start = out.len();
    serde_json::to_writer(&mut *out, record).expect("wire records serialize");
    debug_assert_eq!(out.last(), Some(&b'}'));
    out.pop();
    if out.len() > start + 1 {
        out.push(b',');
    }
    serde_json::to_writer(&mut *out, field).expect("a string serializes");
    out.extend_from_slice(b":[");
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
    /// `generated`, `failed` or `invalid`.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_object_opened_for_an_array_closes_into_valid_json() {
        let mut out = Vec::new();
        open_object_for_array(&mut out, &serde_json::json!({"a": 1}), "items");
        out.extend_from_slice(b"\"x\",\"y\"]}");
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(value, serde_json::json!({"a": 1, "items": ["x", "y"]}));

        let mut empty = Vec::new();
        open_object_for_array(&mut empty, &serde_json::json!({}), "items");
        empty.extend_from_slice(b"]}");
        assert_eq!(empty, b"{\"items\":[]}");
    }
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
