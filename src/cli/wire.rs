//! The JSON objects written per puzzle: the wire format scripts rely on (see the README).
//!
//! Kept apart from the domain types so that a change inside the library cannot change the
//! output by accident. Fields marked `skip_serializing_if` appear only where they apply; the
//! others are always present, `null` when they have no value.

use serde::{Serialize, Serializer};
use sudoku::Grid;
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
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<LineGrid>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<Vec<ConflictRecord>>,
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
                        row: cell / 9 + 1,
                        column: cell % 9 + 1,
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
