use super::*;
use crate::candidates::Candidates;
use crate::format::detect;
use shapes::is_separator;

fn read(input: &str) -> Vec<Record> {
    PuzzleReader::new(input.as_bytes(), None).collect()
}

fn messages(records: &[Record]) -> Vec<String> {
    records
        .iter()
        .map(|r| match &r.puzzle {
            Ok(grid) => grid.to_line(),
            Err(e) => e.to_string(),
        })
        .collect()
}

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn a_bad_line_does_not_hide_the_good_ones_around_it() {
    let input = format!("# header\n{SOLVED}\n{}?\n\n{SOLVED}\r\n", &SOLVED[..80]);
    let records = read(&input);
    assert_eq!(
        messages(&records),
        [
            SOLVED.to_string(),
            "line 3, column 81: unexpected character '?'".to_string(),
            SOLVED.to_string()
        ]
    );
    let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
    assert_eq!(lines, [2, 3, 5]);
    let indexes: Vec<usize> = records.iter().map(|r| r.index).collect();
    assert_eq!(indexes, [0, 1, 2]);
}

#[test]
fn a_first_line_of_unknown_shape_is_an_error_in_the_format_the_next_line_shows() {
    let input = format!("{}\n{SOLVED}\n", &SOLVED[..70]);
    assert_eq!(
        messages(&read(&input)),
        [
            "line 1: expected 81 cells, found 70".to_string(),
            SOLVED.to_string()
        ]
    );
}

/// In a file that heads its blocks with comments (`# Puzzle 2`), one cut short ends at the
/// next block's comment, as at a blank line: read on, the next block's rows were this one's,
/// and every block after it a puzzle nobody wrote, solved with no word of it. A comment of
/// another shape, or with less than a block after it, ends nothing.
#[test]
fn a_comment_after_some_rows_ends_the_block() {
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    let short = rows[..8].join("\n");
    for head in ["# Puzzle ", "// Grid ", "; ", "#"] {
        let input = format!("{head}1\n{short}\n{head}2\n{block}\n{head}3\n{block}\n");
        assert_eq!(
            messages(&read(&input)),
            ["line 2: the puzzle has 8 rows; expected 9", SOLVED, SOLVED],
            "{head}"
        );
        // The second block cut short too.
        let input = format!("{head}1\n{block}\n{head}2\n{short}\n{head}3\n{block}\n");
        assert_eq!(
            messages(&read(&input)),
            [SOLVED, "line 12: the puzzle has 8 rows; expected 9", SOLVED],
            "{head}"
        );
    }
    // With fewer rows than a block after it, a comment is a note inside the block, or a rule
    // drawn with `#`: the block reads whole.
    let bands: Vec<String> = (0..3).map(|b| rows[b * 3..b * 3 + 3].join("\n")).collect();
    for note in [
        "# band",
        "// r4: a naked pair",
        "; middle band",
        "#########",
        ";;;;;;;;",
    ] {
        let input = format!(
            "# Puzzle 1\n{}\n{note}\n{}\n{note}\n{}\n\n{block}\n",
            bands[0], bands[1], bands[2]
        );
        assert_eq!(messages(&read(&input)), [SOLVED, SOLVED], "{note}");
        // So with the next block straight after, or after a rule, a note at the same place in
        // it too: blocks back to back with notes cannot be told from blocks headed by
        // comments, unless the comment has the shape of the one that opened the block.
        let noted = format!("{}\n{}\n{note}\n{}\n", bands[0], bands[1], bands[2]);
        // A magictour-style file: a bare `#` under its title, `#` between the bands of blocks
        // back to back, one left out. No number, so no comment heads a block.
        let (b0, b1, b2) = (&bands[0], &bands[1], &bands[2]);
        let input = format!("# Hardest\n#\n{b0}\n#\n{b1}\n#\n{b2}\n{b0}\n{b1}\n#\n{b2}\n");
        assert_eq!(messages(&read(&input)), [SOLVED; 2]);
        let input = format!("# My collection\n{noted}{noted}{noted}");
        assert_eq!(messages(&read(&input)), [SOLVED; 3], "{note}");
        for between in ["", "---------\n"] {
            let input = format!(
                "{}\n{}\n{note}\n{}\n{between}{block}\n",
                bands[0], bands[1], bands[2]
            );
            assert_eq!(
                messages(&read(&input)),
                [SOLVED, SOLVED],
                "{note} {between}"
            );
        }
    }
}

#[test]
fn blocks_end_at_nine_rows_or_at_a_blank_line() {
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    let short = rows[..8].join("\n");
    let input = format!("{block}\n{block}\n\n{short}\n\n{block}");
    let records = read(&input);
    assert_eq!(
        messages(&records),
        [
            SOLVED.to_string(),
            SOLVED.to_string(),
            "line 20: the puzzle has 8 rows; expected 9".to_string(),
            SOLVED.to_string()
        ]
    );

    // Back to back, a row missing from the first block shifts every block after it, and only
    // the last one can tell: its error says where the run of blocks started.
    let input = format!("{short}\n{block}\n{block}\n\n{block}\n{short}\n");
    let records = read(&input);
    assert_eq!(records.len(), 5);
    assert_eq!(
        messages(&records)[3..],
        [
            SOLVED.to_string(),
            "line 37: the puzzle has 8 rows; expected 9 (the blocks from line 28 have no line \
             between them: a row missing or extra among them shifts every block after it)"
                .to_string(),
        ]
    );
    assert_eq!(
        messages(&records)[2],
        "line 19: the puzzle has 8 rows; expected 9 (the blocks from line 1 have no line \
         between them: a row missing or extra among them shifts every block after it)"
    );
}

/// A line that is no row, alone before a whole block, is an error of its own, and the
/// block after it is read, with the header before them as its label; where blocks follow
/// one another with no line between, a block with a damaged first row is still one error.
#[test]
fn a_stray_line_before_a_block_costs_no_puzzle_but_its_own() {
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    let records = read(&format!("Grid 01\n12.\n{block}\n\n13.\n{block}\n# end\n"));
    assert_eq!(
        messages(&records),
        [
            "line 2: expected 9 cells, found 3".to_string(),
            SOLVED.to_string(),
            "line 13: expected 9 cells, found 3".to_string(),
            SOLVED.to_string(),
        ]
    );
    let labels: Vec<_> = records.iter().map(Record::label).collect();
    assert_eq!(labels, [None, Some("Grid 01"), None, None]);
    let indices: Vec<_> = records.iter().map(|r| r.index).collect();
    assert_eq!(indices, [0, 1, 2, 3]);

    // In a boxed grid too.
    let grid = boxed_grid(SOLVED);
    let records = read(&format!("5.\n{grid}\n"));
    assert_eq!(
        messages(&records),
        ["line 1: expected 9 cells, found 2", SOLVED]
    );

    // Blocks with no line between: the damaged block is one error, the next one whole.
    let damaged = block.replacen(rows[0], "53467891", 1);
    let records = read(&format!("{damaged}\n{block}\n"));
    assert_eq!(
        messages(&records),
        [
            "line 1: expected 9 cells, found 8".to_string(),
            SOLVED.to_string()
        ]
    );
    // A damaged first row, eight rows and a damaged one: no block stands after the first.
    let records = read(&format!("{damaged}\n53467891\n\n{block}\n"));
    assert_eq!(
        messages(&records),
        [
            "line 1: expected 9 cells, found 8".to_string(),
            "line 10: expected 9 cells, found 8".to_string(),
            SOLVED.to_string()
        ]
    );
}

#[test]
fn a_short_row_costs_only_its_own_puzzle() {
    let mut rows: Vec<String> = (0..9)
        .map(|r| SOLVED[r * 9..r * 9 + 9].to_string())
        .collect();
    let good = rows.join("\n");
    rows[3].pop();
    let bad = rows.join("\n");
    let records = read(&format!("{good}\n\n{bad}\n\n{good}\n"));
    assert_eq!(
        messages(&records)[1..],
        [
            "line 14: expected 9 cells, found 8".to_string(),
            SOLVED.to_string()
        ]
    );
}

#[test]
fn empty_and_comment_only_inputs_hold_no_puzzle() {
    for input in ["", "\n\n", "# only a comment\n"] {
        assert_eq!(
            messages(&read(input)),
            ["no puzzle found (empty, or only comments)"]
        );
    }
}

#[test]
fn detection_holds_a_bounded_number_of_lines_whatever_precedes_the_data() {
    // Lines of nine spaces (which may be a compact block's blank rows) among the rest.
    let nine = "         ";
    for filler in [
        "\n# comment\n".to_string(),
        format!("{nine}\n# comment\n"),
        format!("{nine}\n\n"),
        format!("{nine}\n"),
    ] {
        let mut input = filler.repeat(100_000);
        input += &"garbage\n\n\n".repeat(20);
        input += SOLVED;
        let mut reader = PuzzleReader::new(input.as_bytes(), None);
        assert_eq!(reader.detect(), Ok(Format::Line));
        assert!(
            reader.replay.len() <= 2 * detect::LOOKAHEAD_LINES,
            "{filler:?}"
        );
    }
}

#[test]
fn unknown_shapes_say_what_was_seen() {
    let records = read("hello world\n");
    assert_eq!(records.len(), 1);
    let message = messages(&records)[0].clone();
    assert!(message.starts_with("line 1: cannot tell the format: line 1 is \"hello world\""));
    assert!(!message.contains("looks no further"), "{message}");

    // Prose longer than detection looks says so: the puzzles below it are not read.
    let prose = format!("{}{PUZZLE}\n", "Some words of prose.\n\n".repeat(40));
    let message = messages(&read(&prose))[0].clone();
    assert!(
        message.contains(&format!(
            "none of the {} lines up to line {} that hold something fits one (detection \
             looks no further)",
            detect::LOOKAHEAD_LINES,
            2 * detect::LOOKAHEAD_LINES - 1
        )),
        "{message}"
    );
}

#[test]
fn grids_ignore_their_decoration() {
    let mut out = Vec::new();
    let grid = Grid::from_cells(std::array::from_fn(|i| (i % 10) as u8)).unwrap();
    super::super::render(&grid, Format::Grid, &mut out);
    let text = String::from_utf8(out).unwrap();
    let records = read(&format!("{text}\n{text}"));
    assert_eq!(records.len(), 2);
    assert!(records.iter().all(|r| r.puzzle == Ok(grid)));
}

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A puzzle in a forum's tags (`[code]4.1…[/code]`, a post pasted whole) is that puzzle, the
/// tag its label: taken for a `[Puzzle]` header, it vanished and named the puzzle after it.
#[test]
fn a_puzzle_in_forum_tags_is_a_puzzle() {
    let records = read(&format!(
        "{PUZZLE}\n[code]{PUZZLE}[/code]\n[b]{PUZZLE}\n{PUZZLE}\n"
    ));
    assert_eq!(messages(&records), [PUZZLE; 4]);
    assert_eq!(records[1].label(), Some("[code]"));
    assert_eq!(records[2].label(), Some("[b]"));
    assert!(records[3].label().is_none());
    // So is a web address that names the puzzle in its query.
    let address = "https://www.sudokuwiki.org/sudoku.htm?bd=";
    let records = read(&format!("{address}{PUZZLE}\n{address}{PUZZLE}\n"));
    assert_eq!(messages(&records), [PUZZLE; 2]);
    assert_eq!(records[0].label(), Some(address));
    for address in ["https://x.org/s?level=3&bd=", "https://x.org/sudoku/"] {
        let records = read(&format!("{SOLVED}\n{address}{PUZZLE}\n"));
        assert_eq!(messages(&records), [SOLVED, PUZZLE], "{address}");
    }
    // A bracketed header of many digits (a time) is still one, and a closing tag on its own
    // line, or a Markdown fence, is decoration.
    let records = read(&format!(
        "[2024-01-15 12:34:56.789]\n{PUZZLE}\n[code]\n{PUZZLE}\n[/code]\n```sudoku\n{PUZZLE}\n```\n"
    ));
    assert_eq!(messages(&records), [PUZZLE; 3]);
    assert_eq!(records[0].label(), Some("[2024-01-15 12:34:56.789]"));
    assert_eq!(records[1].label(), Some("[code]"));
    // Brackets round a puzzle are no header either: the line fails where it stands.
    let records = read(&format!("{PUZZLE}\n[{PUZZLE}]\n"));
    assert_eq!(records.len(), 2);
    assert!(records[1].puzzle.is_err());
}

/// Statistics after each puzzle, as qqwing writes them (`Number of Givens: 26`, `Difficulty:
/// Simple`), are no header missing its puzzle at the end of the input: the run said a puzzle
/// failed that was never there. A header that names a puzzle still fails there.
#[test]
fn statistics_after_the_last_puzzle_are_a_note() {
    let block = compact_rows(PUZZLE);
    let stats = "Number of Givens: 30\nNumber of Guesses: 0\nDifficulty: Simple\n";
    let records = read(&format!("{block}\n{stats}\n{block}\n{stats}"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
    let records = read(&format!("{PUZZLE}\n{stats}{PUZZLE}\n{stats}"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
    for last in [
        "Grid 02",
        "Puzzle 3:",
        "broken",
        "Puzzle: 2",
        "Level: Hard",
        "Puzzle: 2\nPuzzle: 3",
        "Puzzle: 2\nDifficulty: hard",
    ] {
        let records = read(&format!("{PUZZLE}\n{last}\n"));
        assert_eq!(records.len(), 2, "{last}");
        assert!(records[1].puzzle.is_err(), "{last}");
    }
}

/// A title before a block, or set off by rules among puzzles one a line (`SE 11.9`, `=== Hard
/// ===`), names the puzzle after it, as before a puzzle on a line: read as a row or a puzzle,
/// it failed, and every index after it moved on by one.
#[test]
fn titles_before_blocks_and_between_rules_name_the_puzzle_after_them() {
    let block = compact_rows(PUZZLE);
    let records = read(&format!("SE 11.9\n{block}\n\nED 9.0\n{block}\n"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
    assert_eq!(records[0].label(), Some("SE 11.9"));
    assert_eq!(records[1].label(), Some("ED 9.0"));
    for title in ["=== Hard ===", "--- Part two ---"] {
        let records = read(&format!("{PUZZLE}\n{title}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{title}");
        assert_eq!(records[1].label(), Some(title));
    }
}

/// A CSV file whose column names put the solution before the puzzle (`id,solution,puzzle`)
/// gives the puzzle column's grid: the first that looked like one was the solution, and every
/// puzzle was said complete.
#[test]
fn the_column_names_say_which_field_is_the_puzzle() {
    let input = format!(
        "id,solution,puzzle\n1,{SOLVED},{PUZZLE}\n2,{SOLVED},\"{PUZZLE}\"\n3;{SOLVED};{PUZZLE}\n"
    );
    let records = read(&input);
    let puzzles = messages(&records);
    assert_eq!(puzzles[..2], [PUZZLE, PUZZLE]);
    // A title between rows of the table leaves the column as it was.
    let titled =
        format!("id,solution,puzzle\n1,{SOLVED},{PUZZLE}\nSection two\n2,{SOLVED},{PUZZLE}\n");
    assert_eq!(messages(&read(&titled)), [PUZZLE, PUZZLE]);
    assert_eq!(records[0].label(), Some(format!("1,{SOLVED},").as_str()));
    // Another separator than the names' is no row of theirs: its first puzzle is read.
    assert_eq!(puzzles[2], SOLVED);
    // Spaces after the separators are read past; a row whose puzzle is missing fails, rather
    // than have its solution read in its place.
    let input =
        format!("id, solution, puzzle\n1, {SOLVED}, {PUZZLE}\n2,{SOLVED},\n3,{SOLVED},NA\n");
    let records = read(&input);
    assert_eq!(records.len(), 3);
    assert_eq!(messages(&records)[0], PUZZLE);
    assert!(records[1].puzzle.is_err() && records[2].puzzle.is_err());
    // Where the puzzle comes first anyway, or no solutions come before it (a title that
    // happens to hold a comma and a column's name), nothing changes.
    let records = read(&format!("puzzle,solution\n{PUZZLE},{SOLVED}\n"));
    assert_eq!(messages(&records), [PUZZLE]);
    let records = read(&format!("Hard, Sudoku\n{PUZZLE},{SOLVED}\n"));
    assert_eq!(messages(&records), [PUZZLE]);
}

/// The column the names call the puzzles' is read whatever grid comes before it (a canonical
/// form, a mask, a solution under other names), and under the names pandas and R write with a
/// row index's empty first name; a row whose puzzle field is missing keeps its id, and says
/// so; a sheet's empty row is a blank line.
#[test]
fn the_named_puzzle_column_is_read_whatever_grid_comes_before_it() {
    let mask: String = PUZZLE
        .chars()
        .map(|c| if c == '.' { '0' } else { '1' })
        .collect();
    for (names, row) in [
        ("id,minlex,puzzle", format!("0,{SOLVED},{PUZZLE}")),
        (
            "id,mask,puzzle,solution",
            format!("0,{mask},{PUZZLE},{SOLVED}"),
        ),
        ("answer,question", format!("{SOLVED},{PUZZLE}")),
        ("solution,unsolved", format!("{SOLVED},{PUZZLE}")),
        ("solution,givens", format!("{SOLVED},{PUZZLE}")),
        (",solutions,quizzes", format!("0,{SOLVED},{PUZZLE}")),
        (
            "\"\",\"solution\",\"puzzle\"",
            format!("\"1\",\"{SOLVED}\",\"{PUZZLE}\""),
        ),
        (";solution;puzzle", format!("0;{SOLVED};{PUZZLE}")),
    ] {
        let (records, format) = read_detected(&format!("{names}\n{row}\n{row}\n"));
        assert_eq!(format, Some(Format::Line), "{names}");
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{names}");
        assert_eq!(records[0].heading(), Some(names), "{names}");
    }
    let cut = &PUZZLE[1..];
    let input = format!("id,puzzle,rating\n1,{PUZZLE},1.5\n4,NA,1.5\n5,,2\n6,{cut},3\n,,\n");
    let records = read(&input);
    assert_eq!(
        messages(&records)[1..],
        [
            "line 3: the puzzle's field holds 'NA', a missing value: no puzzle on this row",
            "line 4: the puzzle's field is empty: no puzzle on this row",
            "line 5, column 83: expected 81 cells, found 80",
        ]
    );
    let labels: Vec<_> = records.iter().map(Record::label).collect();
    assert_eq!(labels, [Some("1,"), Some("4,"), Some("5,"), Some("6,")]);
    // A row with fewer fields than the names (its id left out), a solved grid in a column
    // named `grid`, or words or a count in the named column: the first grid on the row is
    // read, as where no names stand. `puzzle` outranks `grid`.
    for (names, row) in [
        ("id,puzzle,solution", format!("{PUZZLE},{SOLVED}")),
        ("id,board,grid", format!("1,{PUZZLE},{SOLVED}")),
        ("id,input,solution,clues", format!("1,{PUZZLE},{SOLVED},18")),
        ("level,grid,puzzle", format!("hard,{SOLVED},{PUZZLE}")),
        (
            "\"id\",\"clues\",\"grid\"",
            format!("\"1\",\"{PUZZLE}\",\"{SOLVED}\""),
        ),
        // The next name is asked where the surest holds no puzzle (a board's name here).
        ("board;solutions;grid", format!("B1;{SOLVED};{PUZZLE}")),
    ] {
        let records = read(&format!("{names}\n{row}\n"));
        assert_eq!(messages(&records), [PUZZLE], "{names}");
    }
    // After solutions, a row without the puzzle's field, or with it empty (a TSV file's too),
    // fails rather than have the solution read; so does an empty first field under names
    // that put the puzzle first.
    for (names, row) in [
        ("puzzle,solution", format!(",{SOLVED}")),
        ("id,solution,puzzle", format!("1,{SOLVED}")),
        ("id\tpuzzle\tsolution", format!("1\t\t{SOLVED}")),
    ] {
        let records = read(&format!("{names}\n{row}\n"));
        assert_eq!(
            messages(&records),
            ["line 2: the puzzle's field is empty: no puzzle on this row"],
            "{names}"
        );
    }
}

/// A puzzle typed into a spreadsheet, a cell a digit, and saved as CSV (`5,3,,,7,,,,`): rows
/// of nine fields, an empty one a blank, parted by commas, or semicolons (a row whose first
/// cell is blank then starts like a comment), with the empty rows a sheet saves round it
/// passed over. An empty row is a blank line, never a row: one after a block cut short would
/// have made it whole, the damage unseen; a row with no given is typed with `0`s.
#[test]
fn a_puzzle_saved_from_a_spreadsheet_is_read_cell_by_cell() {
    let rows = |separator: char| -> String {
        let mut text = String::new();
        for row in PUZZLE.as_bytes().chunks(9) {
            let fields: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        String::new()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            text += &fields.join(&separator.to_string());
            text += "\r\n";
        }
        text
    };
    for separator in [',', ';', '\t'] {
        let empty = ",,,,,,,,\r\n".replace(',', &separator.to_string());
        let input = format!(
            "{}{}{}{}",
            empty.repeat(2),
            rows(separator),
            empty,
            empty.repeat(9)
        );
        assert_eq!(messages(&read(&input)), [PUZZLE], "{separator:?}");
        // Cut short by a row, then an empty row: an error, as any block cut short is.
        let short: String = rows(separator)
            .lines()
            .skip(1)
            .map(|l| format!("{l}\n"))
            .collect();
        let records = read(&format!("{short}{empty}"));
        assert_eq!(records.len(), 1, "{separator:?}");
        assert!(records[0].puzzle.is_err(), "{separator:?}");
    }
    let mut first_empty = PUZZLE.to_string();
    first_empty.replace_range(0..9, ".........");
    let text = rows(',').replacen("5,3,,,7,,,,", "0,0,0,0,0,0,0,0,0", 1);
    assert_eq!(messages(&read(&text)), [first_empty.as_str()]);
    // A comment of semicolons alone stays one, inside a block too, and so does any `;` line
    // among puzzles one a line.
    let records = read(&format!(";;;;;;;;\n{PUZZLE}\n;1;2;3;4;5;6;7;8\n{PUZZLE}\n"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
    let block = compact_rows(PUZZLE);
    let (top, bottom) = block.split_at(30);
    let records = read(&format!("{top};;;;;;;;\n{bottom}"));
    assert_eq!(messages(&records), [PUZZLE]);
}

/// HoDoKu and Sudoku Explainer draw a grid's corners with `.`, `:` and `'`: those rules are
/// decoration, not rows holding blanks.
#[test]
fn grids_with_dotted_corners_read_as_grids() {
    let drawn: Vec<String> = boxed_grid(PUZZLE)
        .lines()
        .enumerate()
        .map(|(i, line)| match i {
            0 => line.replace('+', "."),
            4 | 8 => format!(":{}:", &line[1..line.len() - 1]),
            12 => line.replace('+', "'"),
            _ => line.to_string(),
        })
        .collect();
    let text = drawn.join("\n");
    assert!(text.starts_with(".-------.") && text.ends_with("'-------'"));
    let records = read(&format!("{text}\n\n{text}\n"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
}

/// A grid typed without bars, its boxes parted by spaces (`53. .7. ...`), reads as a boxed
/// grid, its bands parted by a blank line or not; a blank line elsewhere, or two, still
/// ends it, and a band cut short before a barred grid costs that grid nothing.
#[test]
fn grids_typed_without_bars_read_with_their_bands_apart_or_together() {
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let row = &PUZZLE[r * 9..r * 9 + 9];
            format!("{} {} {}", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    let bands: Vec<String> = rows.chunks(3).map(|band| band.join("\n")).collect();
    let together = rows.join("\n");
    let apart = bands.join("\n\n");
    let (records, format) = read_detected(&format!("{apart}\n\n{together}\n\n{apart}"));
    assert_eq!(format, Some(Format::Grid));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE, PUZZLE]);

    // A stray line before it costs nothing but its own error.
    let (records, _) = read_detected(&format!("12.\n{apart}\n"));
    assert_eq!(
        messages(&records),
        ["line 1: expected 9 cells, found 3", PUZZLE]
    );

    let two_blanks = bands.join("\n\n\n");
    let (records, _) = read_detected(&two_blanks);
    assert_eq!(
        messages(&records),
        [
            "line 1: the puzzle has 3 rows; expected 9",
            "line 6: the puzzle has 3 rows; expected 9",
            "line 11: the puzzle has 3 rows; expected 9"
        ]
    );
    let barred = boxed_grid(PUZZLE);
    let (records, _) = read_detected(&format!("{}\n\n{barred}", bands[0]));
    assert_eq!(
        messages(&records),
        ["line 1: the puzzle has 3 rows; expected 9", PUZZLE]
    );
}

fn compact_rows(line: &str) -> String {
    (0..9)
        .map(|r| format!("{}\n", &line[r * 9..r * 9 + 9]))
        .collect()
}

/// The puzzle `line` drawn as a boxed grid.
fn boxed_grid(line: &str) -> String {
    let mut out = Vec::new();
    let grid = super::super::parse_line(line).unwrap();
    assert!(super::super::render(&grid, Format::Grid, &mut out));
    String::from_utf8(out).unwrap()
}

#[test]
fn annotations_of_rated_lists_are_kept_with_their_separator() {
    let input = format!(
        "{PUZZLE}  #11.9\n{PUZZLE}\t11.9\n{PUZZLE} ED=11.9/11.9/11.3\n\
             {PUZZLE};11.9;11.9;11.3;elev;1;1\n{PUZZLE}\n"
    );
    let records = read(&input);
    assert!(
        records
            .iter()
            .all(|r| r.puzzle.as_ref().map(Grid::to_line) == Ok(PUZZLE.into()))
    );
    let notes: Vec<(Option<&str>, &str)> = records
        .iter()
        .map(|r| {
            (
                r.annotation(),
                r.details.as_ref().map_or("", |d| d.separator.as_str()),
            )
        })
        .collect();
    assert_eq!(
        notes,
        [
            (Some("#11.9"), "  "),
            (Some("11.9"), "\t"),
            (Some("ED=11.9/11.9/11.3"), " "),
            (Some(";11.9;11.9;11.3;elev;1;1"), ""),
            (None, ""),
        ]
    );
}

/// A block's first row with words after it is a row with a mistake, reported on its own
/// line, not a header: taken for one, it made the error blame the line after it for a
/// block of eight rows.
#[test]
fn a_first_row_with_words_after_it_is_a_row_not_a_header() {
    for (block, expected) in [
        (
            "5 3 0 0 7 0 0 0 0 # first\n6 0 0 1 9 5 0 0 0\n",
            "line 1: number 10 is \"#\"",
        ),
        ("103000509 # first\n002109400\n", "line 1, column 10"),
    ] {
        let records = read(block);
        assert_eq!(records.len(), 1);
        let error = records[0].puzzle.as_ref().unwrap_err().to_string();
        assert!(error.starts_with(expected), "{error}");
        assert_eq!(records[0].label(), None);
    }
    // A header of words before a block still labels it.
    let labelled = read(&format!("Grid 01 first\n{}", compact_rows(PUZZLE)));
    assert_eq!(labelled[0].label(), Some("Grid 01 first"));
    assert!(labelled[0].puzzle.is_ok());
}

#[test]
fn headers_label_the_next_block_without_shifting_it() {
    // Project Euler 96: a `Grid NN` line before each block, no blank lines.
    let euler = format!(
        "Grid 01\n{}Grid 02\n{}",
        compact_rows(PUZZLE),
        compact_rows(SOLVED)
    );
    let records = read(&euler);
    assert_eq!(messages(&records), [PUZZLE, SOLVED]);
    let labels: Vec<_> = records.iter().map(|r| r.label()).collect();
    assert_eq!(labels, [Some("Grid 01"), Some("Grid 02")]);
    assert_eq!(records[1].line, 12);
    // SadMan .sdk: `#` metadata lines and a `[Puzzle]` header.
    let sadman = format!(
        "#A someone\n#D a description\n[Puzzle]\n{}",
        compact_rows(PUZZLE)
    );
    let records = read(&sadman);
    assert_eq!(messages(&records), [PUZZLE]);
    assert_eq!(records[0].label(), Some("[Puzzle]"));
    // Headers label line puzzles too.
    let records = read(&format!("Puzzle #1:\n{PUZZLE}\n{PUZZLE}\n"));
    assert_eq!(records[0].label(), Some("Puzzle #1:"));
    assert_eq!(records[1].label(), None);
    // In any alphabet: a header of accented words is no row of the next block (which it
    // once became, losing that puzzle), nor a puzzle line of its own.
    for header in [
        "Día 2",
        "Grün 2",
        "Étude 3",
        "Задача 4",
        "Día:",
        "No. 12",
        "Nr. 3",
    ] {
        let blocks = format!("{}{header}\n{}", compact_rows(PUZZLE), compact_rows(SOLVED));
        let records = read(&blocks);
        assert_eq!(messages(&records), [PUZZLE, SOLVED], "{header}");
        assert_eq!(records[1].label(), Some(header));
        let lines = read(&format!("{PUZZLE}\n{header}\n{SOLVED}\n"));
        assert_eq!(messages(&lines), [PUZZLE, SOLVED], "{header}");
    }
}

/// In a file of a puzzle a line, a line of words names the puzzle after it and a rule is
/// skipped, as around blocks: neither is a puzzle that failed, shifting the numbers of
/// those after it. A puzzle line with `x` blanks first is still a puzzle.
#[test]
fn words_and_rules_between_line_puzzles_label_and_part_them() {
    let blank_first =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let x_blanks = blank_first.replace('.', "x");
    let input = format!(
        "{PUZZLE}\nRätsel 2\n{PUZZLE}\n---------\nPuzzle 3 (hard)\n{PUZZLE}\n=========\n\
             {x_blanks}\nLevel 5 - easy\nHard\n{PUZZLE}\n"
    );
    for format in [None, Some(Format::Line)] {
        let records: Vec<Record> = PuzzleReader::new(input.as_bytes(), format).collect();
        let mut expected = [PUZZLE; 5];
        expected[3] = blank_first;
        assert_eq!(messages(&records), expected, "{format:?}");
        let labels: Vec<_> = records.iter().map(Record::label).collect();
        assert_eq!(
            labels,
            [
                None,
                Some("Rätsel 2"),
                Some("Puzzle 3 (hard)"),
                None,
                Some("Hard")
            ],
            "{format:?}"
        );
        let indices: Vec<_> = records.iter().map(|r| r.index).collect();
        assert_eq!(indices, [0, 1, 2, 3, 4], "{format:?}");
    }
}

#[test]
fn a_header_inside_a_block_ends_it_short() {
    let rows = compact_rows(PUZZLE);
    let short: String = rows.lines().take(5).map(|l| format!("{l}\n")).collect();
    let records = read(&format!("Grid 01\n{short}Grid 02\n{rows}"));
    assert_eq!(
        messages(&records),
        [
            "line 2: the puzzle has 5 rows; expected 9".to_string(),
            PUZZLE.to_string()
        ]
    );
    assert_eq!(records[1].label(), Some("Grid 02"));
}

/// Collections name their blocks in words of any shape and rule them off with dashes: the
/// words label the block after them, the rules are skipped, and no block is split. A row
/// with a typo is still an error in its own block.
#[test]
fn words_before_a_block_label_it_and_rules_between_blocks_are_skipped() {
    let rows = compact_rows(PUZZLE);
    let input = format!(
        "Puzzle 1 (hard)\n{rows}---------\nRätsel 2\n{rows}=========\nGrid 03 - easy\n{rows}"
    );
    let records = read(&input);
    assert_eq!(messages(&records), [PUZZLE, PUZZLE, PUZZLE]);
    let labels: Vec<_> = records.iter().map(|r| r.label()).collect();
    assert_eq!(
        labels,
        [
            Some("Puzzle 1 (hard)"),
            Some("Rätsel 2"),
            Some("Grid 03 - easy")
        ]
    );
    // Simple Sudoku's `.ss` frame is no row either.
    let framed: String = rows
        .lines()
        .map(|row| format!("|{}|{}|{}|\n", &row[..3], &row[3..6], &row[6..]))
        .collect();
    let framed = format!("*-----------*\n{framed}*-----------*\n");
    assert_eq!(
        messages(&read(&format!("{framed}\n{framed}"))),
        [PUZZLE, PUZZLE]
    );
    let typo = rows.replacen("53..7....", "5a..7....", 1);
    let records = read(&format!("{typo}\n{rows}"));
    assert!(records[0].puzzle.is_err(), "a typo is no header");
    assert_eq!(messages(&records)[1], PUZZLE);
    assert_eq!(records.len(), 2);
}

/// A header that ends the input names a puzzle that is missing (a download cut short): an
/// error in its place, labelled, rather than nothing.
#[test]
fn a_header_that_ends_the_input_is_an_error_for_its_missing_puzzle() {
    let rows = compact_rows(PUZZLE);
    for (input, line) in [
        (format!("Grid 01\n{rows}Grid 02\n\n# end\n"), 11),
        (format!("Puzzle #1:\n{PUZZLE}\nPuzzle #2:\n"), 3),
    ] {
        let records = read(&input);
        assert_eq!(records.len(), 2, "{input}");
        assert_eq!(messages(&records)[0], PUZZLE);
        let message = messages(&records)[1].clone();
        assert!(message.contains("has no puzzle after it"), "{message}");
        assert_eq!((records[1].index, records[1].line), (1, line));
        assert!(
            records[1]
                .label()
                .is_some_and(|l| l.ends_with('2') || l.ends_with("2:"))
        );
    }
}

/// One-line puzzles between the blocks of a block format are read as puzzles, each its
/// own record: taken for rows, nine at a time made one bad block and the rest vanished.
/// (Not when the format is given: then a line of 81 cells is a row too long.)
#[test]
fn a_one_line_puzzle_between_blocks_is_a_puzzle() {
    let block = compact_rows(PUZZLE);
    let input = format!("{block}\n{PUZZLE}\n{PUZZLE} #1.2\n\n{PUZZLE}\n\n{block}");
    let records = read(&input);
    let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 11, 12, 14, 16]);
    for record in &records {
        assert_eq!(
            record.puzzle.as_ref().map(|g| g.to_line()).ok().as_deref(),
            Some(PUZZLE),
            "line {}",
            record.line
        );
    }
    assert_eq!(records[2].annotation(), Some("#1.2"));
    // One after a few rows, or after a damaged row, ends that block short and is read.
    let three: String = block
        .lines()
        .take(3)
        .map(|row| format!("{row}\n"))
        .collect();
    let damaged = three.replacen("53..7....", "53..7...", 1);
    for start in [three, damaged] {
        let records = read(&format!("{start}{PUZZLE}\n{PUZZLE}\n{block}"));
        assert_eq!(messages(&records)[1..], [PUZZLE, PUZZLE, PUZZLE]);
    }
}

/// The other way round, a block of nine rows among puzzles one a line is that puzzle, with
/// the header before it as its label; a line of a row's shape that starts no whole block
/// is an error of its own, and the lines after it are read as they are. (Not when the
/// format is given.)
#[test]
fn a_block_between_line_puzzles_is_a_puzzle() {
    let block = compact_rows(SOLVED);
    let grid = boxed_grid(SOLVED);
    let input = format!("{PUZZLE}\nGrid 2\n{block}{PUZZLE}\n{grid}123456789\n{PUZZLE}\n");
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Line));
    assert_eq!(
        messages(&records),
        [
            PUZZLE,
            SOLVED,
            PUZZLE,
            SOLVED,
            "line 26: expected 81 cells, found 9",
            PUZZLE
        ]
    );
    let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 3, 12, 14, 26, 27]);
    assert_eq!(records[1].label(), Some("Grid 2"));
    let strict: Vec<Record> = PuzzleReader::new(input.as_bytes(), Some(Format::Line)).collect();
    // Given, the format reads every row as a line: nine errors a block.
    assert_eq!(strict.len(), 1 + 9 + 1 + 9 + 1 + 1);
}

/// A puzzle line is never taken for a header, and so never lost: one whose first cell is an
/// `x` blank with words after it (`xx3x… Puzzle two`), one named before its cells
/// (`Puzzle 2: 4.1…`, labelled so), or numbered (`#12 4.1…`, no comment), whether the file
/// is one puzzle a line (detected or given) or a block format. A comment that holds a
/// puzzle (`# 4.1…`) is still a comment.
#[test]
fn puzzle_lines_with_words_are_puzzles_not_headers() {
    let x_blanks = PUZZLE.replace('.', "x");
    let input = format!(
        "{PUZZLE} Puzzle one\n{x_blanks} Puzzle two\nPuzzle 3: {PUZZLE}\n#4 {PUZZLE} hard\n\
             # {PUZZLE}\n#{PUZZLE}\n{x_blanks} easy\n7. {PUZZLE}\n"
    );
    for given in [None, Some(Format::Line)] {
        let records: Vec<Record> = PuzzleReader::new(input.as_bytes(), given).collect();
        let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 2, 3, 4, 7, 8], "{given:?}");
        for record in &records {
            assert_eq!(record.puzzle.as_ref().unwrap().to_line(), PUZZLE);
        }
        let labels: Vec<Option<&str>> = records.iter().map(Record::label).collect();
        let named = [Some("Puzzle 3:"), Some("#4"), None, Some("7.")];
        assert_eq!(labels, [&[None, None][..], &named].concat());
        let notes: Vec<Option<&str>> = records.iter().map(Record::annotation).collect();
        let words = [Some("Puzzle one"), Some("Puzzle two"), None, Some("hard")];
        assert_eq!(notes, [&words[..], &[Some("easy"), None]].concat());
    }
    // Between blocks, and after a header, which the line's own name replaces.
    let block = compact_rows(PUZZLE);
    let input = format!("{block}\nPuzzle 2: {PUZZLE}\n{x_blanks} three\n\n{block}");
    let records = read(&input);
    assert_eq!(records.len(), 4);
    assert!(records.iter().all(|r| r.puzzle.is_ok()));
    assert_eq!(records[1].label(), Some("Puzzle 2:"));
    assert_eq!(records[2].annotation(), Some("three"));
    let records = read(&format!("Grid 01\nGrid 02: {PUZZLE}\n"));
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].label(), Some("Grid 02:"));
    // A header's number may be a long id; a puzzle of digits is no number.
    let block = compact_rows(PUZZLE);
    for input in [
        format!("ID 12345678\n{PUZZLE}\n"),
        format!("ID 12345678\n{block}"),
    ] {
        let records = read(&input);
        assert_eq!(messages(&records), [PUZZLE]);
        assert_eq!(records[0].label(), Some("ID 12345678"));
    }
}

/// A puzzle cut far short after its name (`Puzzle 2: `, `#2 `, `2. `, `Easy, `, a forum's
/// tags, `0` for a blank) is an error in its place: taken for a header or a comment, it
/// vanished with no word, and every puzzle after it moved up a place. And one damaged before
/// its solution fails at its typo.
#[test]
fn a_named_puzzle_cut_far_short_is_an_error_in_its_place() {
    let cut = &PUZZLE[..50];
    let zeros = cut.replace('.', "0");
    for (line, said) in [
        (
            format!("Puzzle 2: {cut}"),
            "line 2: expected 81 cells, found 50",
        ),
        (format!("#2 {cut}"), "line 2: expected 81 cells, found 50"),
        (format!("2. {cut}"), "line 2: expected 81 cells, found 50"),
        (
            format!("Easy, {cut}"),
            "line 2: expected 81 cells, found 50",
        ),
        (
            format!("Puzzle 2: {zeros}"),
            "line 2: expected 81 cells, found 50",
        ),
        (
            format!("[code]{cut}[/code]"),
            "line 2, column 57: unexpected character '['",
        ),
    ] {
        let records = read(&format!("{PUZZLE}\n{line}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE, said, PUZZLE], "{line}");
        let indexes: Vec<usize> = records.iter().map(|r| r.index).collect();
        assert_eq!(indexes, [0, 1, 2], "{line}");
    }
    // A damaged puzzle with its solution after a comma fails at its typo, not at the name.
    let typo = format!("{}?{}", &PUZZLE[..40], &PUZZLE[41..]);
    for line in [
        format!("2) {typo},{SOLVED}"),
        format!("2) {PUZZLE},{SOLVED}"),
    ] {
        let records = read(&format!("{line}\n"));
        let said = if line.contains('?') {
            "line 1, column 44: unexpected character '?'"
        } else {
            PUZZLE
        };
        assert_eq!(messages(&records), [said], "{line}");
        assert_eq!(records[0].label(), Some("2)"), "{line}");
    }
    // A puzzle cut short before its solution, or a rating, is the error, not the solution.
    for line in [
        format!("Puzzle 2: {cut},{SOLVED}"),
        format!("#2 {cut};11.9"),
    ] {
        let records = read(&format!("{line}\n"));
        assert_eq!(records.len(), 1, "{line}");
        assert!(
            messages(&records)[0].ends_with("expected 81 cells, found 50"),
            "{line}: {:?}",
            messages(&records)
        );
    }
    // A title with a long number in it still names the puzzle after it: an id, a seed, a
    // mask, a float, a version, a dotted leader.
    for title in [
        format!("Seed {} (keep)", "7".repeat(50)),
        "Puzzle id 20240116000000000000000000000000".to_string(),
        "Seed 100000000000000000000000000000000".to_string(),
        "Mask: 111000111000111000111000111000111".to_string(),
        "Rating: 0.1000000000000000055511151231257827".to_string(),
        "Rating 1.100000000000000088817841970013".to_string(),
        "Time: 0.001000000000000000020816681712 s".to_string(),
        "Easy one 6.02214076000000000000000000000000".to_string(),
        "Version 2 1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16.17.18".to_string(),
        "Puzzle 1 ..............................12".to_string(),
    ] {
        let records = read(&format!("{title}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE], "{title}");
        assert_eq!(records[0].label(), Some(title.as_str()), "{title}");
    }
}

/// What a puzzle line with words around it must not become: a damaged puzzle is an error
/// where it is wrong (columns counted from the line's start), not the 81 cells after it
/// (its solution, say); a named puzzle a cell too long or short is an error, not a header
/// that the next puzzle's name then replaces; a puzzle of `0` blanks after a word is no
/// words-then-number header.
#[test]
fn puzzle_lines_with_words_fail_where_they_are_damaged() {
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let typo = format!("{}?{}", &PUZZLE[..40], &PUZZLE[41..]);
    let short = &PUZZLE[..80];
    let input = format!(
        "{PUZZLE} {solution}\n{typo} {solution}\nPuzzle 3: {typo}\n#4 {short}\n\
             Puzzle 5: {PUZZLE}.\n12. {typo}\n"
    );
    let records = read(&input);
    let said = messages(&records);
    assert_eq!(said[0], PUZZLE);
    assert_eq!(
        said[1..],
        [
            "line 2, column 41: unexpected character '?'",
            "line 3, column 51: unexpected character '?'",
            "line 4: expected 81 cells, found 80",
            "line 5: expected 81 cells, found 82",
            "line 6, column 45: unexpected character '?'",
        ]
    );
    let labels: Vec<Option<&str>> = records.iter().map(Record::label).collect();
    let named = [
        Some("Puzzle 3:"),
        Some("#4"),
        Some("Puzzle 5:"),
        Some("12."),
    ];
    assert_eq!(labels, [&[None, None][..], &named].concat());
    // A long name (words, a web address) names its puzzle too; a damaged puzzle with `x`
    // blanks and words after it is an error, not a header. A long id or a rule of `x`
    // under a title is no puzzle: still a header.
    let x_short = PUZZLE[..80].replace('.', "x");
    let input = format!(
        "Golden Nugget (rated 11.9 by SE 1.2.1): {PUZZLE}\n\
             http://forum.enjoysudoku.com/viewtopic.php?p=12345 {PUZZLE}\n\
             {x_short} Puzzle two\nSeed {} (keep)\n{PUZZLE}\n",
        "7".repeat(50)
    );
    let records = read(&input);
    assert_eq!(
        messages(&records),
        [
            PUZZLE,
            PUZZLE,
            "line 3: expected 81 cells, found 80",
            PUZZLE
        ]
    );
    assert_eq!(records[3].label().map(|l| &l[..5]), Some("Seed "));
    assert_eq!(
        records[1].label(),
        Some("http://forum.enjoysudoku.com/viewtopic.php?p=12345")
    );
    let zeros = PUZZLE.replace('.', "0");
    let records = read(&format!("Puzzle {zeros}\nPuzzle {zeros}\n"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
}

/// Nine spaces are a blank row inside a compact block, and a blank line before one: blocks
/// parted by whitespace-padded lines of nine spaces are read as they are, even where a
/// block ends with a blank row typed so. (A first row left blank, typed as nine spaces,
/// cannot be told from such a line: it must be written with `.` or `0`.)
#[test]
fn nine_spaces_are_a_blank_row_inside_a_block_and_a_blank_line_before_one() {
    let nine = "         ";
    let last_blank = format!("{}{}", &PUZZLE[..72], ".".repeat(9));
    let block = |line: &str| compact_rows(line).replace(".........", nine);
    let input = format!(
        "{nine}\n{}{nine}\n{}{nine}\n{}{nine}\n",
        block(PUZZLE),
        block(&last_blank),
        block(PUZZLE)
    );
    let records = read(&input);
    assert_eq!(messages(&records), [PUZZLE, &last_blank, PUZZLE]);
}

/// A JSON array on one line is read as JSON (and told to be one object a line), not taken
/// for a `[Puzzle]` header, which left the error blaming a header with no puzzle after it;
/// an array spread over lines gives one result a line, each told the same.
#[test]
fn a_json_array_is_read_as_json_not_as_a_header() {
    let puzzle = ".".repeat(81);
    let one_line = format!("[{{\"puzzle\":\"{puzzle}\"}}]\n");
    let records = read(&one_line);
    assert_eq!(records.len(), 1);
    let message = &messages(&records)[0];
    assert!(message.contains("found an array"), "{message}");
    assert_eq!(records[0].label(), None);
    let spread = format!("[\n{{\"puzzle\":\"{puzzle}\"}},\n{{\"puzzle\":\"{puzzle}\"}}\n]\n");
    let records = read(&spread);
    assert_eq!(records.len(), 4);
    assert!(records[2].puzzle.is_ok());
    for at in [0, 1, 3] {
        let message = records[at].puzzle.as_ref().unwrap_err().to_string();
        assert!(message.contains("one object per line"), "{message}");
    }
}

/// A file of a header alone is the same download cut short as one whose last line is a
/// header: the error names the header and its line, rather than "no puzzle found" as for an
/// empty file. Only a header of the shape detection knows (`Grid 01`, `[Puzzle]`) is one
/// before the format is known: any other line of words alone cannot be told from a line of
/// no known shape, and says so, quoting it.
#[test]
fn a_header_alone_is_an_error_for_its_missing_puzzle() {
    for (input, line, header) in [
        ("Grid 01\n", 1, "Grid 01"),
        ("  [Puzzle]  \r\n", 1, "[Puzzle]"),
        ("# a collection\n\nPuzzle #3:\n\n# end\n", 3, "Puzzle #3:"),
        ("Grid 01\nGrid 02", 2, "Grid 02"),
        ("=========\nGrid 01\n=========\n", 2, "Grid 01"),
        ("---------\nGrid 01\n", 2, "Grid 01"),
    ] {
        let records = read(input);
        assert_eq!(records.len(), 1, "{input}");
        assert_eq!(
            messages(&records),
            [format!(
                "line {line}: the header '{header}' has no puzzle after it: the input ends"
            )],
            "{input}"
        );
        assert_eq!((records[0].index, records[0].line), (0, line), "{input}");
        assert_eq!(records[0].label(), Some(header), "{input}");
        // As in a format given by name, where reading finds the header the input ends on.
        for format in [Format::Compact, Format::Spaced, Format::Line] {
            let forced: Vec<Record> = PuzzleReader::new(input.as_bytes(), Some(format)).collect();
            if format == Format::Line && input.lines().any(|l| is_separator(l.as_bytes())) {
                continue; // a rule is an error in the line format, and takes the label
            }
            assert_eq!(messages(&forced), messages(&records), "{input}");
        }
    }
    for text in ["hello world", "Puzzle 1 (hard)", "Sudoku"] {
        let message = messages(&read(&format!("{text}\n")))[0].clone();
        assert!(
            message.starts_with(&format!(
                "line 1: cannot tell the format: line 1 is \"{text}\""
            )),
            "{message}"
        );
    }
}

/// Headers that no puzzle follows are replaced by the next, in the look-ahead that detects
/// the format as in reading: however many come first, the puzzles after them are read.
#[test]
fn a_run_of_headers_neither_fills_the_look_ahead_nor_hides_the_puzzles() {
    let headers: String = (1..=40).map(|i| format!("garbage line {i}\n")).collect();
    let rows = compact_rows(PUZZLE);
    let records = read(&format!("{headers}{rows}\n{rows}"));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE]);
    assert_eq!(records[0].label(), Some("garbage line 40"));
    assert_eq!(records[0].line, 41);
}

/// Reads `input`, and says in what format.
fn read_detected(input: &str) -> (Vec<Record>, Option<Format>) {
    let mut reader = PuzzleReader::new(input.as_bytes(), None);
    let records = reader.by_ref().collect();
    (records, reader.format())
}

/// A solved position written as pencilmarks, every cell one digit: its digits stand in
/// columns two spaces apart, which no boxed grid has.
const SETTLED_PENCILMARKS: &str = "\
+---------+---------+---------+\n\
| 7  1  2 | 9  3  4 | 8  5  6 |\n\
| 5  4  6 | 2  1  8 | 7  9  3 |\n\
| 9  3  8 | 6  7  5 | 2  1  4 |\n\
+---------+---------+---------+\n\
| 1  9  4 | 7  5  2 | 6  3  8 |\n\
| 2  6  7 | 1  8  3 | 9  4  5 |\n\
| 8  5  3 | 4  6  9 | 1  7  2 |\n\
+---------+---------+---------+\n\
| 3  7  1 | 8  4  6 | 5  2  9 |\n\
| 4  8  9 | 5  2  1 | 3  6  7 |\n\
| 6  2  5 | 3  9  7 | 4  8  1 |\n\
+---------+---------+---------+\n\
";

/// A position with candidates left, written as pencilmarks.
const PENCILMARKS: &str = "\
+---------+-----------------+----------+\n\
| 8  9  5 | 2    1     7    | 6   4  3 |\n\
| 2  6  1 | 349  349   39   | 7   5  8 |\n\
| 3  7  4 | 8    5     6    | 9   2  1 |\n\
+---------+-----------------+----------+\n\
| 6  3  2 | 5    7     1    | 4   8  9 |\n\
| 9  4  7 | 3    238   238  | 1   6  5 |\n\
| 5  1  8 | 469  49    9    | 2   3  7 |\n\
+---------+-----------------+----------+\n\
| 4  8  9 | 7    6     5    | 3   1  2 |\n\
| 1  5  6 | 39   2389  2389 | 8   7  4 |\n\
| 7  2  3 | 1    8     4    | 58  9  6 |\n\
+---------+-----------------+----------+\n\
";

/// A file of pencilmark grids whose first is settled is read as pencilmarks (its later
/// grids were errors, `expected 9 cells, found 14`): a settled row laid out in columns
/// suggests them. A file of boxed grids, one space apart, whose first is settled stays one,
/// and a typo of two digits in a cell is an error there, not a candidate.
#[test]
fn pencilmark_grids_after_a_settled_one_read_as_pencilmarks() {
    for between in ["\n", ""] {
        let input = format!("{SETTLED_PENCILMARKS}{between}{PENCILMARKS}");
        let (records, format) = read_detected(&input);
        assert_eq!(format, Some(Format::PencilmarkGrid));
        assert_eq!(records.len(), 2, "{:?}", messages(&records));
        assert!(records[0].puzzle.as_ref().is_ok_and(|g| g.givens() == 81));
        let candidates = records[1].candidates().expect("pencilmarks");
        // r2c4 holds 349.
        assert_eq!(
            candidates.get(9 + 3),
            0b1_0000_1100,
            "{:?}",
            messages(&records)
        );
    }
    let (solved, puzzle) = (boxed_grid(SOLVED), boxed_grid(PUZZLE));
    let typo = solved.replacen("| 5 3 4 |", "| 5 3 47 |", 1);
    let input = format!("{solved}\n{typo}\n{puzzle}");
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Grid));
    let messages = messages(&records);
    assert_eq!(messages.len(), 3, "{messages:?}");
    assert_eq!(
        (messages[0].as_str(), messages[2].as_str()),
        (SOLVED, PUZZLE)
    );
    assert!(messages[1].contains("expected 9 cells"), "{messages:?}");
}

/// A rule of `-`, `=`, `+` (and `*`) as the file's first line, before the first block, is
/// skipped as one between blocks is: `=========` is as wide as a compact row, and took every
/// block format for compact. Whatever the block format, the blocks read as they do without it,
/// and in the same format.
#[test]
fn a_rule_before_the_first_block_is_skipped_in_every_block_format() {
    let grid = super::super::parse_line(PUZZLE).unwrap();
    let mut blocks: Vec<(String, Format)> = [
        Format::Compact,
        Format::Spaced,
        Format::Grid,
        Format::Unicode,
        Format::PencilmarkGrid,
    ]
    .into_iter()
    .map(|format| {
        let mut out = Vec::new();
        let candidates = Candidates::from_grid(&grid);
        if format.is_pencilmark() {
            super::super::render_candidates_with(
                &candidates,
                format,
                &Default::default(),
                &Default::default(),
                &mut out,
            );
        } else {
            super::super::render(&grid, format, &mut out);
        }
        (String::from_utf8(out).unwrap(), format)
    })
    .collect();
    // Simple Sudoku's framed rows, and a grid with rules but no `|`.
    let rows = compact_rows(PUZZLE);
    let band = |rows: &[&str], sep: &str| -> String {
        rows.chunks(3)
            .map(|band| band.join("\n") + "\n")
            .collect::<Vec<_>>()
            .join(sep)
    };
    let framed: Vec<String> = rows
        .lines()
        .map(|r| format!("|{}|{}|{}|", &r[..3], &r[3..6], &r[6..]))
        .collect();
    let framed: Vec<&str> = framed.iter().map(String::as_str).collect();
    blocks.push((
        format!(
            "*-----------*\n{}*-----------*\n",
            band(&framed, "|---+---+---|\n")
        ),
        Format::Grid,
    ));
    let open: Vec<String> = rows
        .lines()
        .map(|r| format!("{} {} {}", &r[..3], &r[3..6], &r[6..]))
        .collect();
    let open: Vec<&str> = open.iter().map(String::as_str).collect();
    blocks.push((band(&open, "---+---+---\n"), Format::Grid));
    for (block, format) in &blocks {
        let (alone, detected) = read_detected(block);
        let puzzle = alone[0].puzzle.as_ref().map(Grid::to_line);
        assert_eq!(alone.len(), 1, "{block}");
        assert!(puzzle.is_ok(), "{block}");
        if !format.is_pencilmark() {
            assert_eq!(puzzle.clone().unwrap(), PUZZLE, "{block}");
        }
        assert_eq!(detected, Some(*format), "{block}");
        for rule in [
            "=========",
            "=-=-=-=-=",
            "---------",
            "+-------+-------+-------+",
            "=========================",
            "*-----------*",
            "===+===+===",
        ] {
            for (input, puzzles, shift) in [
                (format!("{rule}\n{block}"), 1, 1),
                (format!("{rule}\n\n{block}"), 1, 2),
                (format!("{rule}\n{block}{rule}\n{block}"), 2, 1),
            ] {
                let (records, detected) = read_detected(&input);
                assert_eq!(
                    messages(&records),
                    vec![puzzle.clone().unwrap(); puzzles],
                    "{input}"
                );
                assert_eq!(detected, Some(*format), "{input}");
                assert_eq!(records[0].line, alone[0].line + shift, "{input}");
                if format.is_pencilmark() {
                    assert_eq!(records[0].candidates(), alone[0].candidates(), "{input}");
                }
            }
            // A header after the rule, or before it, still labels the block.
            for input in [
                format!("{rule}\nPuzzle 1 (hard)\n{rule}\n{block}"),
                format!("Puzzle 1 (hard)\n{rule}\n{block}"),
            ] {
                let (records, detected) = read_detected(&input);
                assert_eq!(records.len(), 1, "{input}");
                assert_eq!(
                    records[0].puzzle.as_ref().map(Grid::to_line),
                    puzzle,
                    "{input}"
                );
                assert_eq!(detected, Some(*format), "{input}");
                assert_eq!(records[0].label(), Some("Puzzle 1 (hard)"), "{input}");
            }
        }
    }
}

/// Rules before the first row stand aside from the look-ahead as headers do, and a run of
/// them is held as one: however many come first, the puzzle after them is read.
#[test]
fn a_run_of_rules_neither_fills_the_look_ahead_nor_is_held_whole() {
    let spaced = "5 3 0 0 7 0 0 0 0\n".to_string() + &"0 0 0 0 0 0 0 0 0\n".repeat(8);
    for rules in ["=========\n".repeat(40), "=========\nGrid 01\n".repeat(40)] {
        let (records, detected) = read_detected(&format!("{rules}{spaced}"));
        assert_eq!(records.len(), 1);
        assert!(records[0].puzzle.is_ok(), "{}", messages(&records)[0]);
        assert_eq!(detected, Some(Format::Spaced));
    }
    for rules in ["=========\n\n", "=========\nGrid 01\n", "---------\n# c\n"] {
        let input = rules.repeat(100_000) + &spaced;
        let mut reader = PuzzleReader::new(input.as_bytes(), None);
        assert_eq!(reader.detect(), Ok(Format::Spaced), "{rules}");
        assert!(
            reader.replay.len() <= 2 * detect::LOOKAHEAD_LINES,
            "{rules}"
        );
    }
}

/// A line that is no puzzle, no header (words, `Grid 01`), no title, no rule and no comment
/// is an error in its place: a damaged puzzle, whose number the others keep.
#[test]
fn any_other_line_is_an_error_in_its_place() {
    for other in [
        "1234 5678",
        "?? hello world",
        "53..7....6..195",
        "53..7....6..195....98....6.8..ab",
    ] {
        let records = read(&format!("{PUZZLE}\n{other}\n{PUZZLE}\n"));
        assert_eq!(records.len(), 3, "{other}");
        assert_eq!(records[1].line, 2, "{other}");
        assert!(records[1].puzzle.is_err(), "{other}");
    }
}

/// A title that starts like a puzzle, with a digit, or holds no word of three letters, names
/// the puzzle after it as words do, and is written back on its own line: read as a puzzle, it
/// was an error, and every index after it moved on by one. So is a rating or a dash before a
/// puzzle on its line (`11.9 4.1…`, `1 - 4.1…`), and a number with a colon after `#` (`#1:
/// 4.1…`), which was a comment, its puzzle silently lost.
#[test]
fn titles_and_ratings_that_start_like_puzzles_name_them() {
    for title in [
        "100 puzzles",
        "17-clue puzzles",
        "2nd set",
        "SE 11.9",
        "ER=11.9",
        "(c) 2024 Ann",
        "1 of 50",
        "5 Jan 2024",
        "(hard)",
    ] {
        let input = format!("{title}\n{PUZZLE}\n{PUZZLE}\n");
        let records = read(&input);
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{title}");
        assert_eq!(records[0].label(), Some(title));
        let mut again = Vec::new();
        let options = super::super::RenderOptions::default();
        for record in &records {
            assert!(record.render(Format::Line, &options, &mut again));
        }
        assert_eq!(String::from_utf8(again).unwrap(), input);
    }
    for named in ["11.9 ", "1 - ", "11.9/11.9/1.2 ", "#1: "] {
        let records = read(&format!("{named}{PUZZLE}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{named}");
        assert_eq!(records[0].label(), Some(named.trim_end()), "{named}");
    }
    // But a numbered line left out (`#2. 4.1…`), a note after a colon, a puzzle cut short
    // before its solution, and a CSV row whose puzzle is missing are what they were.
    for left_out in [format!("#2. {PUZZLE}"), format!("#1: solution {SOLVED}")] {
        let records = read(&format!("{PUZZLE}\n{left_out}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{left_out}");
    }
    for failed in [
        format!("{} {SOLVED}", &PUZZLE[..60]),
        format!("{}\t{SOLVED}", &PUZZLE[..60]),
        format!("{},{SOLVED}", &PUZZLE[..60]),
        format!("7;{};{SOLVED}", &PUZZLE[..40]),
        format!("7\t{}\t{SOLVED}", &PUZZLE[..40]),
        format!("\"7\"\t\"{}\"\t\"{SOLVED}\"", &PUZZLE[..60]),
        "2,NA,hard".to_string(),
        "2  NaN  1.5".to_string(),
        "1 2 None".to_string(),
        "NA".to_string(),
        "KO".to_string(),
        "null".to_string(),
        "None 11.9".to_string(),
        "NaN 2".to_string(),
        "2 <NA>".to_string(),
        "13. KO".to_string(),
        format!("{} easy", &PUZZLE[..12]),
    ] {
        let records = read(&format!("{PUZZLE}\n{failed}\n{PUZZLE}\n"));
        assert_eq!(records.len(), 3, "{failed}");
        assert!(records[1].puzzle.is_err(), "{failed}");
    }
    // A file of nothing but such rows is one failed entry a row, each where its puzzle ends.
    let cut = |n: usize| format!("{},{SOLVED}", &PUZZLE[..n]);
    let (records, format) = read_detected(&format!("{}\n{}\n{}\n", cut(60), cut(50), cut(70)));
    assert_eq!(format, Some(Format::Line));
    assert_eq!(
        messages(&records),
        [
            "line 1, column 61: expected 81 cells, found 60",
            "line 2, column 51: expected 81 cells, found 50",
            "line 3, column 71: expected 81 cells, found 70",
        ]
    );
    // A long number, a hash or a mask of 0 and 1 before a puzzle is no puzzle cut short.
    for id in ["123456789012345678901234567890123456789", &"01".repeat(20)] {
        let records = read(&format!("id,hash,puzzle\n1,{id},{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE], "{id}");
    }
}

#[test]
fn a_name_glued_to_its_puzzle_by_a_colon_names_it() {
    let options = super::super::RenderOptions::default();
    for name in ["Puzzle 2:", "Puzzle2:", "2:", "id:", "12:30:"] {
        let input = format!("{name}{PUZZLE}\n{PUZZLE}\n");
        let records = read(&input);
        assert_eq!(messages(&records), [PUZZLE, PUZZLE], "{name}");
        assert_eq!(records[0].label(), Some(name), "{name}");
        // Written back, the line comes back as it was: no space put in after the colon.
        let mut again = Vec::new();
        for record in &records {
            assert!(record.render(Format::Line, &options, &mut again));
        }
        assert_eq!(String::from_utf8(again).unwrap(), input, "{name}");
    }
    // A colon after the puzzle starts its annotation, and `#2:` with no space stays a
    // comment, as documented.
    let records = read(&format!("{PUZZLE}:2\n#2:{PUZZLE}\n"));
    assert_eq!(messages(&records), [PUZZLE]);
    assert_eq!(records[0].annotation(), Some(":2"));
}

#[test]
fn a_line_with_a_control_character_is_an_error_never_a_title() {
    let rows: Vec<&str> = (0..9).map(|r| &PUZZLE[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    for (input, column) in [
        // A terminal's colour codes in a title over puzzles one a line, or over a block.
        (format!("Hard ones\x1b[1m\n{PUZZLE}\n{PUZZLE}\n"), 10),
        (format!("Title \x07bell\n{block}\n\n{block}\n"), 7),
        // Binary data before a puzzle that names itself.
        (format!("a\x19b junk\nPuzzle 1: {PUZZLE}\n{PUZZLE}\n"), 2),
    ] {
        let records = read(&input);
        let message = format!("line 1, column {column}: unexpected control character");
        assert!(messages(&records)[0].starts_with(&message), "{input:?}");
        assert_eq!(messages(&records)[1..], [PUZZLE, PUZZLE], "{input:?}");
        // Nothing of that line is written back with the puzzles after it.
        for record in &records[1..] {
            assert_eq!(record.heading(), None, "{input:?}");
            assert!(
                !record
                    .label()
                    .unwrap_or("")
                    .contains(['\x1b', '\x07', '\x19'])
            );
        }
    }
    // A form feed is white space, as a page break between puzzles; a comment stays one.
    let records = read(&format!("\x0c\n# note \x07\n{PUZZLE}\n"));
    assert_eq!(messages(&records), [PUZZLE]);
}

/// A puzzle with a control character in its annotation or its label fails there: read whole,
/// the colour codes after it (copied from a terminal) were written back with its result.
#[test]
fn a_puzzle_line_with_a_control_character_fails_and_writes_nothing_back() {
    let input = format!(
        "{PUZZLE}\x1b[0m\n{PUZZLE} #ok\n1\x07,{PUZZLE},x\nPuzzle 4: {PUZZLE} \x19\n{PUZZLE}\n"
    );
    let records = read(&input);
    let messages = messages(&records);
    assert_eq!(messages.len(), 5, "{messages:?}");
    for (at, line, column) in [(0, 1, 82), (2, 3, 2), (3, 4, 93)] {
        let message = format!("line {line}, column {column}: unexpected control character");
        assert!(messages[at].starts_with(&message), "{}", messages[at]);
    }
    assert_eq!([&messages[1], &messages[4]], [PUZZLE, PUZZLE]);
    assert_eq!(records[1].annotation(), Some("#ok"));
}

#[test]
fn comments_blanks_and_a_byte_order_mark_are_understood() {
    let input = format!(
        "\u{feff}// made by hand\n; another comment\n{}\n",
        PUZZLE
            .replace('.', "x")
            .replacen('x', "*", 3)
            .replacen('x', "_", 2)
    );
    assert_eq!(messages(&read(&input)), [PUZZLE]);
    let spaced_out = compact_rows(&PUZZLE.replace('.', " "));
    assert_eq!(messages(&read(&spaced_out)), [PUZZLE]);
}

#[test]
fn hodoku_library_lines_read_with_their_fields() {
    let records = read(&format!(":0000:x:{PUZZLE}:::\n:0100:1:{SOLVED}:211:: \n"));
    assert_eq!(messages(&records), [PUZZLE, SOLVED]);
    assert_eq!(records[0].annotation(), Some(":0000:x::::"));
    assert_eq!(records[1].annotation(), Some(":0100:1::211::"));
}

/// A date or a title over HoDoKu library lines, or over pencilmark lines, names the puzzle
/// after it, as over puzzles of 81 characters: read as a puzzle, it failed and moved every
/// index after it on by one. A damaged line is still an error.
#[test]
fn dates_and_titles_name_hodoku_and_pencilmark_lines() {
    let library = format!(
        "16.01.2024\n:0000:x:{PUZZLE}:::\n100 puzzles\n:0000:x:{SOLVED}:::\n:0000:x:{}:::\n",
        &PUZZLE[..80]
    );
    // Nine slots a cell: a given's digit in its own slot, every digit in a blank's.
    let pencilmarks: String = PUZZLE
        .chars()
        .flat_map(|cell| {
            ('1'..='9').map(move |digit| match cell {
                '.' => digit,
                given if given == digit => digit,
                _ => '.',
            })
        })
        .collect();
    let pencilmark_lines = format!("2024-01-16\n{pencilmarks}\n2nd set\n{pencilmarks}\n");
    for (input, format) in [
        (library, Format::Hodoku),
        (pencilmark_lines, Format::PencilmarkLine),
    ] {
        for given in [None, Some(format)] {
            let records: Vec<Record> = PuzzleReader::new(input.as_bytes(), given).collect();
            let labels: Vec<Option<&str>> = records.iter().map(Record::label).collect();
            let indexes: Vec<usize> = records.iter().map(|r| r.index).collect();
            match format {
                Format::Hodoku => {
                    assert_eq!(labels[..2], [Some("16.01.2024"), Some("100 puzzles")]);
                    assert_eq!(indexes, [0, 1, 2]);
                    let failed = messages(&records[2..]);
                    assert_eq!(failed, ["line 5: expected 81 cells, found 80"]);
                }
                _ => {
                    assert_eq!(labels, [Some("2024-01-16"), Some("2nd set")]);
                    assert_eq!(indexes, [0, 1]);
                }
            }
            assert!(records[..2].iter().all(|r| r.puzzle.is_ok()));
        }
    }
}

#[test]
fn json_objects_keep_their_other_fields() {
    let input = format!(
        "{{\"id\":3,\"puzzle\":\"{PUZZLE}\",\"source\":\"http://x\",\"annotation\":\"11.9\"}}\n"
    );
    let records = read(&input);
    let extra = records[0].extra().unwrap();
    assert_eq!(
        extra.keys().collect::<Vec<_>>(),
        ["id", "source", "annotation"]
    );
    assert_eq!(records[0].annotation(), Some("11.9"));
}

/// A CSV line whose puzzle comes after other fields (an id) is that puzzle, the fields
/// before it its label and the rest its annotation, and it is written back as it was; the
/// file's header line names no puzzle of its own, so the first puzzle's name wins, and the
/// header goes back above it. A TSV line keeps its tab.
#[test]
fn csv_lines_with_an_id_first_read_and_write_back_as_they_were() {
    let lines = [
        format!("1,{PUZZLE},{SOLVED},30,1.2"),
        format!("2;{SOLVED};x"),
        format!("a-7,b,{PUZZLE}"),
        format!("#4 a; {SOLVED}"),
        format!("5\t{PUZZLE}\t3.4"),
    ];
    let input = format!(
        "id,puzzle,solution,clues,difficulty\n{}\n",
        lines.join("\n")
    );
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Line));
    assert_eq!(messages(&records), [PUZZLE, SOLVED, PUZZLE, SOLVED, PUZZLE]);
    let labels: Vec<_> = records.iter().map(Record::label).collect();
    let expected = ["1,", "2;", "a-7,b,", "#4 a;", "5\t"];
    assert_eq!(labels, expected.map(Some));
    assert_eq!(records[1].annotation(), Some(";x"));
    let mut again = Vec::new();
    for record in &records {
        let options = super::super::RenderOptions::default();
        assert!(record.render(Format::Line, &options, &mut again));
    }
    assert_eq!(String::from_utf8(again).unwrap(), input);
    // A puzzle first is read as it always was; a damaged puzzle after an id is an error.
    let first = format!("{PUZZLE},{SOLVED}");
    let damaged = format!("1,{},{SOLVED}", &PUZZLE[1..]);
    let records = read(&format!("{first}\n{damaged}\n"));
    assert_eq!(records[0].label(), None);
    assert_eq!(records[0].annotation(), Some(&format!(",{SOLVED}")[..]));
    assert_eq!(
        messages(&records)[1..],
        ["line 2, column 83: expected 81 cells, found 80"]
    );
    // Words before the first field (`Easy one;4.1…`) name the puzzle too, whole or damaged,
    // though the last word with the puzzle after it looks like a damaged one itself.
    let records = read(&format!("Easy one;{PUZZLE}\nEasy one;{}\n", &PUZZLE[1..]));
    assert_eq!(
        messages(&records),
        [PUZZLE, "line 2: expected 81 cells, found 80"]
    );
    assert_eq!(records[1].label(), Some("Easy one;"));
}

/// A CSV (or TSV) file written by R or a spreadsheet quotes its fields, column names and all: each
/// quoted puzzle is read, the column names are the file's heading, and every line is written
/// back as it was. A quoted damaged puzzle is reported where it ends, as one in fields
/// is.
#[test]
fn quoted_csv_fields_read_and_write_back_as_they_were() {
    let input = format!(
        "\"id\",\"puzzle\",\"rating\"\n\"1\",\"{PUZZLE}\",\"1.2\"\n\"{SOLVED}\",\"x\"\n\"a, b\";\"{PUZZLE}\"\n"
    );
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Line));
    assert_eq!(messages(&records), [PUZZLE, SOLVED, PUZZLE]);
    let labels: Vec<_> = records.iter().map(Record::label).collect();
    assert_eq!(labels, [Some("\"1\",\""), Some("\""), Some("\"a, b\";\"")]);
    assert_eq!(records[1].annotation(), Some("\",\"x\""));
    let mut again = Vec::new();
    for record in &records {
        let options = super::super::RenderOptions::default();
        assert!(record.render(Format::Line, &options, &mut again));
    }
    assert_eq!(String::from_utf8(again).unwrap(), input);
    // R's `write.table(sep = "\t")` quotes the fields of a TSV file alike.
    let tsv = input.replace([',', ';'], "\t");
    let records = read(&tsv);
    assert_eq!(messages(&records), [PUZZLE, SOLVED, PUZZLE]);
    let mut again = Vec::new();
    for record in &records {
        let options = super::super::RenderOptions::default();
        assert!(record.render(Format::Line, &options, &mut again));
    }
    assert_eq!(String::from_utf8(again).unwrap(), tsv);

    let records = read(&format!("\"1\",\"{}\"\n", &PUZZLE[1..]));
    assert_eq!(
        messages(&records),
        ["line 1, column 86: expected 81 cells, found 80"]
    );
}

/// A puzzle written as nine groups of nine cells (`53..7.... 6..195... …`), to be read a row at
/// a time, is a puzzle on its line, annotation and all, whether it is the file's first line or
/// stands among line puzzles or between blocks; a solved grid so written too. Nine groups of
/// `123456789`, an unboxed pencilmark row of an empty grid, are that row.
#[test]
fn nine_groups_of_nine_cells_are_a_puzzle_on_its_line() {
    let grouped = |line: &str| -> String {
        let groups: Vec<&str> = (0..9).map(|g| &line[g * 9..g * 9 + 9]).collect();
        groups.join(" ")
    };
    let input = format!(
        "{}\n{PUZZLE}\n{}\t#7 hard\n{}\n",
        grouped(PUZZLE),
        grouped(PUZZLE).replace(' ', "  "),
        grouped(SOLVED)
    );
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Line));
    assert_eq!(messages(&records), [PUZZLE, PUZZLE, PUZZLE, SOLVED]);
    assert_eq!(records[2].annotation(), Some("#7 hard"));
    // Words after it, though no row holds a word, leave it a puzzle.
    let (records, format) = read_detected(&format!("{}  easy one\n", grouped(PUZZLE)));
    assert_eq!(format, Some(Format::Line));
    assert_eq!(messages(&records), [PUZZLE]);
    assert_eq!(records[0].annotation(), Some("easy one"));
    // Between blocks, as a line puzzle is.
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    let records = read(&format!("{block}\n\n{}\n\n{block}\n", grouped(PUZZLE)));
    assert_eq!(messages(&records), [SOLVED, PUZZLE, SOLVED]);
    // A group a cell short is no puzzle of groups.
    let short = grouped(PUZZLE).replacen(' ', "", 1)[1..].to_string();
    assert!(super::super::line::grouped_cells(short.as_bytes(), 0, short.len()).is_none());
    let full = ["123456789"; 9].join(" ");
    let (_, format) = read_detected(&format!("{full}\n"));
    assert_eq!(format, Some(Format::PencilmarkGrid));
}

/// A puzzle kept one cell to a field (`4,0,0,…`, `4 . . …`, a data set's 81 columns), or a
/// spreadsheet's row of 81 columns whose empty fields are blanks (`4,,,,,,8,,5,…`, first or
/// last field empty too), is a puzzle on its line; what follows its 81st field (a solution in
/// 81 more) is its annotation. A field of two characters, or an 80-field row, is none; nor is a
/// row of empty fields.
#[test]
fn a_puzzle_one_cell_to_a_field_is_a_puzzle_on_its_line() {
    let fields = |puzzle: &str, separator: &str, blank: &str| -> String {
        let cells: Vec<String> = puzzle
            .chars()
            .map(|c| {
                if c == '.' {
                    blank.to_string()
                } else {
                    c.to_string()
                }
            })
            .collect();
        cells.join(separator)
    };
    let open_corners = format!(".{}.", &PUZZLE[1..80]);
    // With semicolons too, among puzzles where a `;` line is otherwise a comment.
    let records = read(&format!("{PUZZLE}\n{}\n", fields(&open_corners, ";", "")));
    assert_eq!(messages(&records), [PUZZLE, open_corners.as_str()]);
    let input = format!(
        "{}\n{}\n{},{}\n{}\n{}  #7\n",
        fields(PUZZLE, ",", "0"),
        fields(PUZZLE, ";", ""),
        fields(PUZZLE, ",", ""),
        fields(SOLVED, ",", ""),
        fields(&open_corners, ",", ""),
        fields(PUZZLE, " ", "."),
    );
    let (records, format) = read_detected(&input);
    assert_eq!(format, Some(Format::Line));
    assert_eq!(
        messages(&records),
        [PUZZLE, PUZZLE, PUZZLE, &open_corners, PUZZLE]
    );
    assert_eq!(
        records[2].annotation(),
        Some(format!(",{}", fields(SOLVED, ",", "")).as_str())
    );
    assert_eq!(records[4].annotation(), Some("#7"));
    let line = |text: &str| {
        let bytes = text.as_bytes();
        super::super::line::separated_cells(bytes, 0, bytes.len()).map(|(_, end)| end)
    };
    assert_eq!(line(&fields(PUZZLE, "\t", "0")), Some(161));
    assert_eq!(line(&fields(&PUZZLE[..80], ",", "0")), None);
    assert_eq!(line(&fields(PUZZLE, ",", "0").replacen(",", "", 1)), None);
    assert_eq!(line(&",".repeat(80)), None);
    assert_eq!(line(&format!("1,{PUZZLE}")), None);
    // An id or words before the fields name the puzzle, as before a puzzle of 81 characters:
    // read from the id, the cells would move on by one (82 fields of one cell are that).
    let q = fields(PUZZLE, ",", "0");
    let s = fields(SOLVED, ",", "0");
    let records = read(&format!(
        "7,{q}\nEasy one,{q}\n{q}\n7,{q},easy\n7,{q},{s}\n{q},{s}\n"
    ));
    assert_eq!(messages(&records), [PUZZLE; 6]);
    let labels: Vec<_> = records.iter().map(Record::label).collect();
    let seven = Some("7,");
    assert_eq!(labels, [seven, Some("Easy one,"), None, seven, seven, None]);
    assert_eq!(records[3].annotation(), Some(",easy"));
    // An id before fields whose first is an empty one, a blank (most puzzles' r1c1).
    let records = read(&format!("12,{}\n", fields(&open_corners, ",", "")));
    assert_eq!(messages(&records), [open_corners.as_str()]);
    assert_eq!(records[0].label(), Some("12,"));
    // A space after each comma, as lists are printed, and an id before them still.
    let listed = fields(PUZZLE, ", ", "0");
    let records = read(&format!("{listed}\n7, {listed}\n"));
    assert_eq!(messages(&records), [PUZZLE; 2]);
    assert_eq!(records[1].label(), Some("7,"));
    // Spaces part the fields: words before them name the puzzle just the same. A one-cell
    // word before them or after them (an id, a level) cannot be told from a cell, so such a
    // line fails and says so, rather than be read shifted by one.
    let spaced = fields(PUZZLE, " ", "0");
    let records = read(&format!(
        "Easy one {spaced}\nPuzzle seven: {spaced}\n7 {spaced}\n{spaced} 3\n"
    ));
    assert_eq!(messages(&records)[..2], [PUZZLE; 2]);
    let labels: Vec<_> = records[..2].iter().map(Record::label).collect();
    assert_eq!(labels, [Some("Easy one"), Some("Puzzle seven:")]);
    for failed in &messages(&records)[2..] {
        assert!(failed.contains("82 fields of one cell each"), "{failed}");
    }
    // Nor is a name then a number one cell long (`Puzzle 1 4 0 0 …`) a header: it fails so too,
    // and `Puzzle 12 4 0 0 …` reads.
    let records = read(&format!("Puzzle 1 {spaced}\nPuzzle 12 {spaced}\n"));
    assert_eq!(records.len(), 2);
    assert!(messages(&records)[0].contains("82 fields of one cell each"));
    assert_eq!(records[1].label(), Some("Puzzle 12"));
    assert_eq!(messages(&records)[1], PUZZLE);
    // A spreadsheet's trailing comma after 81 fields typed with `0` is no 82nd field.
    let records = read(&format!("{},\n", fields(PUZZLE, ",", "0")));
    assert_eq!(messages(&records), [PUZZLE]);
    assert_eq!(records[0].label(), None);
}

/// A row of one cell to a field that lost a cell or two (`4,0,0,…` of 80 fields), or a spaced
/// grid's row read as a line, says how many fields it holds, whether the format was detected or
/// named; a neighbouring puzzle still reads.
#[test]
fn a_row_of_one_cell_fields_that_is_no_puzzle_says_how_many_it_holds() {
    let fields = |cells: &str, separator: &str| -> String {
        let cells: Vec<String> = cells.chars().map(String::from).collect();
        cells.join(separator)
    };
    let spaced_row = fields(&PUZZLE[..9], " ");
    for (text, expected) in [
        (
            fields(&PUZZLE[..80], ","),
            "found 80 fields of one cell parted by commas",
        ),
        (
            fields(&PUZZLE[1..], "\t"),
            "found 80 fields of one cell parted by tabs",
        ),
        (
            fields(&PUZZLE[2..], ";"),
            "found 79 fields of one cell parted by semicolons",
        ),
        (
            format!("{},", fields(&PUZZLE[..80], ", ")),
            "found 80 fields of one cell parted by commas",
        ),
    ] {
        for format in [None, Some(Format::Line)] {
            let input = format!("{text}\n{PUZZLE}\n");
            let records: Vec<Record> = PuzzleReader::new(input.as_bytes(), format).collect();
            let read = messages(&records);
            assert_eq!(read.len(), 2, "{text}");
            assert!(
                read[0].starts_with("line 1: ") && read[0].contains(expected),
                "{read:?}"
            );
            assert_eq!(read[1], PUZZLE);
        }
    }
    // A spaced grid's row, read as a line: its nine fields, not its first word's one cell.
    let input = format!("{spaced_row}\n");
    let records: Vec<Record> = PuzzleReader::new(input.as_bytes(), Some(Format::Line)).collect();
    assert_eq!(
        messages(&records),
        ["line 1: expected 81 cells, found 9 fields of one cell parted by spaces"]
    );
    // Nine such fields alone are a spaced grid's row when the format is detected, as before.
    let grid: Vec<String> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| fields(std::str::from_utf8(row).unwrap(), " "))
        .collect();
    assert_eq!(messages(&read(&grid.join("\n"))), [PUZZLE]);
}

/// The column names over a data set of 81 columns (`c1,…,c81`, with an id or not) are its
/// header, as `id,puzzle` is over one of a column for the puzzle: the first puzzle's label,
/// not a failed entry before it. A row of `x` blanks is still a puzzle.
#[test]
fn the_names_of_81_columns_are_a_header() {
    let row = |puzzle: &str| {
        let cells: Vec<String> = puzzle.replace('.', "0").chars().map(String::from).collect();
        cells.join(",")
    };
    let names: Vec<String> = (1..=81).map(|i| format!("c{i}")).collect();
    let quoted: Vec<String> = (1..=81)
        .map(|i| format!("\"r{}c{}\"", i / 9, i % 9))
        .collect();
    for header in [
        names.join(","),
        format!("id;{}", names.join(";")),
        quoted.join(","),
    ] {
        let separator = if header.contains(';') { ";" } else { "," };
        let (first, second) = if header.starts_with("id") {
            (
                format!("1;{}", row(PUZZLE).replace(',', ";")),
                format!("2;{}", row(SOLVED).replace(',', ";")),
            )
        } else {
            (
                row(PUZZLE).replace(',', separator),
                row(SOLVED).replace(',', separator),
            )
        };
        let (records, format) = read_detected(&format!("{header}\n{first}\n{second}\n"));
        assert_eq!(format, Some(Format::Line), "{header}");
        assert_eq!(messages(&records), [PUZZLE, SOLVED], "{header}");
    }
    let records = read(&format!("{}\n", ["x"; 81].join(",")));
    assert_eq!(records.len(), 1);
    assert!(records[0].puzzle.is_ok());
    // pandas names an array's columns by number, and writes an empty name over its index; R
    // quotes an empty one.
    let numbers = |from: usize| (from..from + 81).map(|n| n.to_string()).collect::<Vec<_>>();
    let indexed = |names: String| format!("{names}\n0,{}\n1,{}\n", row(PUZZLE), row(SOLVED));
    for input in [
        indexed(format!(",{}", numbers(0).join(","))),
        indexed(format!(",{}", names.join(","))),
        indexed(format!("\"\",{}", quoted.join(","))),
        format!(
            "{}\n{}\n{}\n",
            numbers(0).join(","),
            row(PUZZLE),
            row(SOLVED)
        ),
        format!(
            "{}\n{}\n{}\n",
            numbers(1).join(","),
            row(PUZZLE),
            row(SOLVED)
        ),
    ] {
        let (records, format) = read_detected(&input);
        assert_eq!(format, Some(Format::Line), "{input}");
        assert_eq!(messages(&records), [PUZZLE, SOLVED], "{input}");
    }
    // A puzzle's row that starts like those numbers is a row still.
    let counting = format!("0,1,{}", row(&PUZZLE[2..]));
    let records = read(&format!("{counting}\n"));
    assert_eq!(messages(&records), [format!(".1{}", &PUZZLE[2..])]);
    // Written back in the line format, the names stand on a line of their own, and read
    // back as a header again.
    let input = format!("{}\n{}\n{}\n", names.join(","), row(PUZZLE), row(SOLVED));
    let mut again = Vec::new();
    for record in read(&input) {
        let options = super::super::RenderOptions::default();
        assert!(record.render(Format::Line, &options, &mut again));
    }
    let again = String::from_utf8(again).unwrap();
    assert_eq!(messages(&read(&again)), [PUZZLE, SOLVED], "{again}");
}

/// A header that gives way to another (a collection's title above `Grid 01`, a header whose
/// puzzle is missing) is kept above it, and written back there: in blocks, in a file of one
/// puzzle a line, and above the column names of a CSV file whose puzzles name themselves.
#[test]
fn headers_that_give_way_are_written_back_above_the_next() {
    let block = format!(
        "My collection\nGrid 01\n{}",
        compact_rows(PUZZLE).replace('.', "0")
    );
    let lines = format!("Top puzzles\nPuzzle 1\n{PUZZLE}\n");
    let csv = format!("Top puzzles\nid,puzzle\n1,{PUZZLE}\n2,{PUZZLE}\n");
    // Two headers of the usual shapes first, before the format is known.
    let first = format!(
        "[Puzzle]\nGrid 4\n{}",
        compact_rows(PUZZLE).replace('.', "0")
    );
    for (input, format) in [
        (first, Format::Compact),
        (block.clone(), Format::Compact),
        (lines, Format::Line),
        (csv, Format::Line),
    ] {
        let (records, detected) = read_detected(&input);
        assert_eq!(detected, Some(format));
        assert!(records.iter().all(|r| r.puzzle.is_ok()), "{input}");
        let mut again = Vec::new();
        for record in &records {
            let options = super::super::RenderOptions::default();
            assert!(record.render(format, &options, &mut again));
        }
        assert_eq!(String::from_utf8(again).unwrap(), input);
    }
    // Notes of some lines between puzzles are kept whole (those past the 32nd were lost); a
    // run of headers longer than the budget keeps its first only: a file of nothing else is
    // not held whole.
    let heading = |input: &str| {
        let records = read(&format!("{input}{block}"));
        assert_eq!(records[0].label(), Some("Grid 01"));
        records[0]
            .details
            .as_ref()
            .unwrap()
            .heading
            .clone()
            .unwrap()
    };
    let notes: String = (0..300).map(|n| format!("Note line {n}\n")).collect();
    assert_eq!(heading(&notes), format!("{notes}My collection"));
    let many: String = (0..20_000).map(|n| format!("Grid {n}\n")).collect();
    let kept = heading(&many);
    assert!(kept.starts_with("Grid 0\nGrid 1\n"));
    assert!((Header::EARLIER_BYTES - 20..=Header::EARLIER_BYTES).contains(&kept.len()));
    assert!(many.starts_with(&kept));
}

#[test]
fn every_format_renders_and_reads_back_with_its_metadata() {
    let grid = super::super::parse_line(PUZZLE).unwrap();
    let metadata = super::super::Metadata {
        heading: None,
        label: Some("Grid 07"),
        label_gap: None,
        annotation: Some("#11.9"),
        separator: "\t",
        trailer: "",
        cell_fields: None,
    };
    for format in Format::ALL.into_iter().filter(|&f| f != Format::Json) {
        let mut text = Vec::new();
        let options = super::super::RenderOptions::default();
        assert!(super::super::render_with(
            &grid, format, &options, &metadata, &mut text
        ));
        let mut reader = PuzzleReader::new(&text[..], None);
        let records: Vec<Record> = reader.by_ref().collect();
        assert_eq!(
            reader.format(),
            Some(format),
            "{}",
            String::from_utf8_lossy(&text)
        );
        assert_eq!(records.len(), 1, "{format}");
        let record = &records[0];
        assert_eq!(record.label(), Some("Grid 07"), "{format}");
        if format.is_pencilmark() {
            let candidates = Candidates::from_grid(&grid);
            assert_eq!(record.candidates(), Some(&candidates), "{format}");
            assert_eq!(record.puzzle, Ok(candidates.settled()), "{format}");
        } else {
            assert_eq!(record.puzzle, Ok(grid), "{format}");
        }
        match format {
            Format::Line | Format::PencilmarkLine => {
                assert_eq!(record.annotation(), Some("#11.9"));
                assert_eq!(record.metadata().separator, "\t");
            }
            Format::Hodoku => assert_eq!(record.annotation(), Some(":0000:x::::")),
            _ => assert_eq!(record.annotation(), None, "{format}"),
        }
        // Writing what was read gives back the same text.
        let mut again = Vec::new();
        assert!(record.render(format, &options, &mut again));
        assert_eq!(
            String::from_utf8_lossy(&again),
            String::from_utf8_lossy(&text),
            "{format}"
        );
    }
}

#[test]
fn unicode_grids_draw_boxes_and_honour_the_blank_option() {
    let grid = super::super::parse_line(PUZZLE).unwrap();
    let mut text = Vec::new();
    super::super::render(&grid, Format::Unicode, &mut text);
    let text = String::from_utf8(text).unwrap();
    assert!(
        text.starts_with("┌───────┬───────┬───────┐\n│ 5 3 · │ · 7 · │ · · · │\n"),
        "{text}"
    );
    assert!(text.ends_with("└───────┴───────┴───────┘\n"));
    let options = super::super::RenderOptions { blank: Some('_') };
    for (format, expected) in [
        (Format::Line, PUZZLE.replace('.', "_") + "\n"),
        (Format::Compact, compact_rows(&PUZZLE.replace('.', "_"))),
    ] {
        let mut out = Vec::new();
        super::super::render_with(&grid, format, &options, &Default::default(), &mut out);
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}

#[test]
fn settled_first_rows_do_not_decide_against_a_pencilmark_grid() {
    // The first rows of this position are settled; its fourth row is not.
    let mut masks = *Candidates::from_grid(&super::super::parse_line(SOLVED).unwrap()).masks();
    masks[30] |= crate::candidates::digit_mask(1);
    masks[27] |= crate::candidates::digit_mask(9);
    let candidates = Candidates::from_masks(masks).unwrap();
    let mut text = Vec::new();
    super::super::render_candidates_with(
        &candidates,
        Format::PencilmarkGrid,
        &Default::default(),
        &Default::default(),
        &mut text,
    );
    let mut reader = PuzzleReader::new(&text[..], None);
    let records: Vec<Record> = reader.by_ref().collect();
    assert_eq!(reader.format(), Some(Format::PencilmarkGrid));
    assert_eq!(records[0].candidates(), Some(&candidates));
    // A solved grid alone, spaced or boxed, still reads as what it looks like.
    let mut text = Vec::new();
    super::super::render(
        &super::super::parse_line(SOLVED).unwrap(),
        Format::Grid,
        &mut text,
    );
    let mut reader = PuzzleReader::new(&text[..], None);
    assert_eq!(messages(&reader.by_ref().collect::<Vec<_>>()), [SOLVED]);
    assert_eq!(reader.format(), Some(Format::Grid));
}

#[test]
fn contradicting_pencilmarks_are_an_error_naming_the_cell() {
    let rows = "1 2 3 4 5 6 7 8 9\n".to_string() + "123456789 ".repeat(9).trim_end() + "\n";
    let mut input = rows.clone();
    for _ in 0..7 {
        input += &("123456789 ".repeat(9).trim_end().to_string() + "\n");
    }
    input = input.replacen("1 2 3 4 5 6 7 8 9", "1 2 3 4 5 6 7 8 1", 1);
    let records = read(&input);
    assert_eq!(
        messages(&records),
        ["line 1: cell r1c9 is settled on 1, which row 1 already holds at r1c1"]
    );
}

/// A JSON record among blocks (an export pasted into a file of grids) fails where it stands,
/// as it does among line puzzles, even in a format the user named: taken for the next block's
/// header, it vanished, and the run said every puzzle was fine.
#[test]
fn a_json_record_between_blocks_is_an_entry_not_a_header() {
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    let input = format!("{block}\n\n{{\"puzzle\":\"{PUZZLE}\"}}\n{block}\n");
    let expected = [
        SOLVED.to_string(),
        "line 11, column 1: unexpected character '{'".to_string(),
        SOLVED.to_string(),
    ];
    assert_eq!(messages(&read(&input)), expected);
    let named: Vec<Record> = PuzzleReader::new(input.as_bytes(), Some(Format::Compact)).collect();
    assert_eq!(messages(&named), expected);
    assert!(named.iter().all(|record| record.label().is_none()));
    // Words in braces are no record: they name the block after them, the first block too, and
    // a puzzle one a line.
    let braced = format!("{{Puzzle 1}}\n{block}\n\n{{Puzzle 2}}\n{block}\n");
    let records = read(&braced);
    assert_eq!(messages(&records), [SOLVED, SOLVED]);
    assert_eq!(records[0].label(), Some("{Puzzle 1}"));
    assert_eq!(records[1].label(), Some("{Puzzle 2}"));
    let records = read(&format!("{SOLVED}\n{{Puzzle 2}}\n{SOLVED}\n"));
    assert_eq!(messages(&records), [SOLVED, SOLVED]);
    assert_eq!(records[1].label(), Some("{Puzzle 2}"));
    // A JSON record among puzzles one a line, or braces round a puzzle, are no header either.
    let record = format!("{{\"puzzle\":\"{PUZZLE}\"}}");
    let damaged = format!("{{Puzzle 2 {}}}", &PUZZLE[..80]);
    for line in [record, damaged, "{ hard".to_string()] {
        let records = read(&format!("{SOLVED}\n{line}\n{SOLVED}\n"));
        assert_eq!(records.len(), 3, "{line}");
        assert!(records[1].puzzle.is_err(), "{line}");
    }
    // A script's object is no header: it fails where it stands, among lines or blocks.
    for object in [
        format!("{{puzzle: '{PUZZLE}'}}"),
        format!("{{'puzzle': '{PUZZLE}'}}"),
    ] {
        let records = read(&format!("{SOLVED}\n{object}\n{SOLVED}\n"));
        assert_eq!(records.len(), 3, "{object}");
        assert!(records[1].puzzle.is_err(), "{object}");
        let records = read(&format!("{block}\n\n{object}\n\n{block}\n"));
        assert_eq!(records.len(), 3, "{object}");
        assert!(records[1].puzzle.is_err(), "{object}");
    }
    // A braced header ends a block short, as `[Puzzle 2]` does, and keeps its name.
    let short = rows[..8].join("\n");
    let records = read(&format!("{{Puzzle 1}}\n{short}\n{{Puzzle 2}}\n{block}\n"));
    assert_eq!(records.len(), 2);
    assert!(records[0].puzzle.is_err());
    assert_eq!(records[1].label(), Some("{Puzzle 2}"));
    assert_eq!(messages(&records)[1], SOLVED);
}

/// A row of data whose puzzle is missing (`null` from `jq -r`, `NaN` in a printed data frame)
/// where a block would start is an entry that failed, not the next block's header.
#[test]
fn a_missing_value_between_blocks_is_an_entry() {
    let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
    let block = rows.join("\n");
    for missing in ["null", "None", "NaN  1.5"] {
        let records = read(&format!("{block}\n\n{missing}\n\n{block}\n"));
        assert_eq!(records.len(), 3, "{missing}");
        assert!(records[1].puzzle.is_err(), "{missing}");
        assert_eq!(messages(&records)[2], SOLVED, "{missing}");
    }
    // So are such rows first in a file, where the format is not yet known.
    let records = read(&format!("null 1\nnull 2\n{SOLVED} 3\nnull 4\n"));
    assert_eq!(records.len(), 4);
    assert_eq!(records[0].line, 1);
    assert!(records[0].puzzle.is_err() && records[1].puzzle.is_err());
    assert_eq!(messages(&records)[2], SOLVED);
}

/// An XML document (an OpenSudoku export) is no format, told at its declaration: its puzzles
/// sit in attributes (`<game data="…"/>`), which passed for puzzles named on their lines, and
/// every other line became a failed entry of its own.
#[test]
fn an_xml_document_is_one_input_of_unknown_format() {
    let zeros = PUZZLE.replace('.', "0");
    let input = format!(
        "<?xml version=\"1.0\"?>\n<opensudoku>\n<game data=\"{zeros}\" />\n\
         <game data=\"{zeros}\" />\n</opensudoku>\n"
    );
    let records = read(&input);
    assert_eq!(records.len(), 1);
    let message = messages(&records).remove(0);
    assert!(
        message.starts_with("line 1: cannot tell the format: line 1 is \"<?xml version="),
        "{message}"
    );
}

/// A barred grid of one character a cell, spaces for blanks (`|53 | 7 |   |`), whose row with no
/// given is bars and spaces alone: read as that row, not skipped as a rule, which cost every
/// puzzle after it its first row.
#[test]
fn a_barred_row_with_no_given_is_a_row() {
    let barred = |puzzle: &str| -> String {
        puzzle
            .replace('.', " ")
            .as_bytes()
            .chunks(9)
            .map(|row| {
                let row = std::str::from_utf8(row).unwrap();
                format!("|{}|{}|{}|\n", &row[..3], &row[3..6], &row[6..])
            })
            .collect()
    };
    let empty_row = format!("{}{}", ".".repeat(9), &PUZZLE[9..]);
    let (records, format) = read_detected(&format!("{}{}", barred(PUZZLE), barred(&empty_row)));
    assert_eq!(format, Some(Format::Grid));
    assert_eq!(messages(&records), [PUZZLE, empty_row.as_str()]);
    // In a grid drawn with rules, the same line between rows is a spacer.
    let spaced: String = barred(PUZZLE)
        .lines()
        .enumerate()
        .map(|(r, row)| {
            let after = if r % 3 == 2 {
                "+---+---+---+"
            } else {
                "|   |   |   |"
            };
            format!("{row}\n{after}\n")
        })
        .collect();
    let (records, format) = read_detected(&format!("+---+---+---+\n{spaced}"));
    assert_eq!(format, Some(Format::Grid));
    assert_eq!(messages(&records), [PUZZLE]);
}

/// A boxed grid printed with its columns numbered above it and its rows named before them
/// (`    1 2 3   4 5 6   7 8 9`, `A | . 9 . | …`) reads as the grid alone: the numbers were
/// read as its first row, which moved every row down by one.
#[test]
fn a_boxed_grid_with_named_rows_and_columns_reads_as_the_grid() {
    let rule = "  +-------+-------+-------+\n";
    let mut named = format!("    1 2 3   4 5 6   7 8 9\n{rule}");
    let mut numbered = named.clone();
    for (r, row) in PUZZLE.as_bytes().chunks(9).enumerate() {
        let cells: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
        let boxes = format!(
            "| {} | {} | {} |",
            cells[..3].join(" "),
            cells[3..6].join(" "),
            cells[6..].join(" ")
        );
        named.push_str(&format!("{} {boxes}\n", b"ABCDEFGHJ"[r] as char));
        numbered.push_str(&format!("{} {boxes}\n", r + 1));
        if r % 3 == 2 {
            named.push_str(rule);
            numbered.push_str(rule);
        }
    }
    for input in [named, numbered] {
        let (records, format) = read_detected(&input);
        assert_eq!(format, Some(Format::Grid), "{input}");
        assert_eq!(messages(&records), [PUZZLE], "{input}");
    }
    // A grid typed in groups whose first row is `123 456 789` keeps that row.
    let solved: String = SOLVED
        .as_bytes()
        .chunks(3)
        .enumerate()
        .map(|(i, group)| {
            let end = if i % 3 == 2 { "\n" } else { " " };
            format!("{}{end}", std::str::from_utf8(group).unwrap())
        })
        .collect();
    let first = "123 456 789\n";
    let grouped = format!("{first}{}", &solved[first.len()..]);
    let expected = format!("123456789{}", &SOLVED[9..]);
    let (records, format) = read_detected(&grouped);
    assert_eq!(format, Some(Format::Grid), "{grouped}");
    assert_eq!(messages(&records), [expected.as_str()], "{grouped}");
}

/// A grid typed one number a word, printed with its columns numbered above it and its rows
/// named before them (`1 2 3 4 5 6 7 8 9`, `A  5 3 . . 7 …`), reads as the grid alone: the
/// numbers were its first row, every row after moved down by one, and the names failed. A
/// grid whose first row is 1 to 9 keeps it, alone, stacked with others or above numbers.
#[test]
fn a_spaced_grid_with_named_rows_and_columns_reads_as_the_grid() {
    let spaced = |line: &str, names: &[u8]| -> String {
        let rows = line.as_bytes().chunks(9).enumerate().map(|(r, row)| {
            let cells: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
            let name = names
                .get(r)
                .map_or(String::new(), |&n| format!("{}   ", n as char));
            format!("{name}{}\n", cells.join(" "))
        });
        rows.collect()
    };
    let numbers = "    1 2 3 4 5 6 7 8 9\n";
    let named = format!("{numbers}{}", spaced(PUZZLE, b"ABCDEFGHI"));
    // The solution with its digits renamed so that its first row is 1 to 9.
    let order = &SOLVED.as_bytes()[..9];
    let normalised: String = SOLVED
        .bytes()
        .map(|b| char::from(b'1' + order.iter().position(|&o| o == b).unwrap() as u8))
        .collect();
    let first_row_numbers = spaced(&normalised, b"");
    let cases = [
        (format!("{numbers}{}", spaced(PUZZLE, b"")), vec![PUZZLE]),
        (named.clone(), vec![PUZZLE]),
        (format!("{named}{named}"), vec![PUZZLE, PUZZLE]),
        (format!("{named}\n{named}"), vec![PUZZLE, PUZZLE]),
        (first_row_numbers.clone(), vec![normalised.as_str()]),
        (
            format!("{first_row_numbers}{first_row_numbers}"),
            vec![normalised.as_str(), normalised.as_str()],
        ),
        (
            format!("{first_row_numbers}{named}"),
            vec![normalised.as_str(), PUZZLE],
        ),
        (
            format!("{numbers}{first_row_numbers}"),
            vec![normalised.as_str()],
        ),
        // Named rows alone, or under numbers with one missing: the numbers stay numbers.
        (spaced(PUZZLE, b"ABCDEFGHI"), vec![PUZZLE]),
        (
            format!("{numbers}{}\n{named}", spaced(&PUZZLE[..72], b"ABCDEFGH")),
            vec!["line 2: the puzzle has 8 rows; expected 9", PUZZLE],
        ),
    ];
    for (input, expected) in cases {
        let (records, format) = read_detected(&input);
        assert_eq!(format, Some(Format::Spaced), "{input}");
        assert_eq!(messages(&records), expected, "{input}");
    }
    // `text` with its line `at` typed twice.
    let line_twice = |text: &str, at: usize| -> String {
        let lines: Vec<&str> = text.lines().collect();
        let lines = [&lines[..=at], &lines[at..]].concat();
        lines.iter().map(|line| format!("{line}\n")).collect()
    };
    // A grid whose first row is 1 to 9 with a row typed twice is ten rows, not numbers over
    // nine: those nine clash (the row twice over), so they are no grid.
    let doubled = line_twice(&first_row_numbers, 4);
    assert_eq!(
        messages(&read(&format!("{named}\n{doubled}\n{named}"))),
        [
            PUZZLE,
            "line 12: the puzzle has 10 rows; expected 9",
            PUZZLE
        ]
    );
    // Named rows with one typed twice, alone: the numbers set the block apart.
    assert_eq!(
        messages(&read(&line_twice(&named, 3))),
        ["line 2: the puzzle has 10 rows; expected 9"]
    );
}

/// A daily puzzle's archive heads each puzzle with its date (`2024-01-15`, `15/01/2024`,
/// `16.01.2024`, whose dots and digits start like a compact row): the date is its label, in a
/// file of one puzzle a line and between blocks alike, not a failed entry before it.
#[test]
fn dates_over_puzzles_are_their_labels() {
    let dates = ["2024-01-15", "15/01/2024", "16.01.2024 Tuesday"];
    let lines: String = dates.iter().map(|d| format!("{d}\n{PUZZLE}\n")).collect();
    let block = compact_rows(PUZZLE);
    let blocks: String = dates.iter().map(|d| format!("{d}\n{block}\n")).collect();
    for (input, format) in [(lines, Format::Line), (blocks, Format::Compact)] {
        let (records, detected) = read_detected(&input);
        assert_eq!(detected, Some(format), "{input}");
        assert_eq!(messages(&records), [PUZZLE; 3], "{input}");
        let labels: Vec<_> = records.iter().map(Record::label).collect();
        assert_eq!(labels, dates.map(Some), "{input}");
    }
    assert!(!super::shapes::is_dated(b"2024-01-15 4.....8.5.3....."));
    assert!(!super::shapes::is_dated(b"12.5"));
    // Nine cells alone are a compact row, whatever date they could be.
    assert!(!super::shapes::is_dated(b"15.6.2034"));
    assert!(super::shapes::is_dated(b"15.06.2034"));
}

/// Boxed grids drawn closed, printed one after another with no blank line between: a grid with a
/// row missing ends at the two rules between it and the next, where no band ends, and one with
/// a row too many at its closing rule; each is one failed entry and every grid after it reads
/// as it is. Taken nine rows at a time, it lent rows to, or borrowed them from, every grid after
/// it, each a made-up puzzle. Rules alone still part nothing: a grid with a rule doubled or left
/// out reads whole, and so do grids ruled between their bands alone, back to back.
#[test]
fn a_boxed_grid_with_a_row_missing_or_extra_costs_only_its_own_entry() {
    let grids = [PUZZLE, SOLVED, PUZZLE, SOLVED];
    let drawn: Vec<Vec<String>> = grids
        .iter()
        .map(|grid| boxed_grid(grid).lines().map(str::to_string).collect())
        .collect();
    // Lines of a drawn grid: 0 the top rule, 1-3 band 1, 4 a rule, 5-7 band 2, 8, 9-11, 12.
    let eight = "line 15: the puzzle has 8 rows; expected 9";
    let ten = "line 15: the puzzle has 10 rows; expected 9";
    for (damage, expected) in [
        ("missing in band 1", eight),
        ("missing in band 2", eight),
        ("missing in band 3", eight),
        ("extra in band 1", ten),
        ("extra in band 2", ten),
        ("extra in band 3", ten),
    ] {
        let mut second = drawn[1].clone();
        let row = match damage.split(' ').next_back() {
            Some("1") => 2,
            Some("2") => 6,
            _ => 10,
        };
        if damage.starts_with("missing") {
            second.remove(row);
        } else {
            second.insert(row, second[row].clone());
        }
        // Back to back, or parted by a separator or a comment.
        for between in ["", "=========\n", "# next\n"] {
            let mut input = String::new();
            for lines in [&drawn[0], &second, &drawn[2], &drawn[3]] {
                input.extend(lines.iter().map(|line| format!("{line}\n")));
                input.push_str(between);
            }
            let records = read(&input);
            let read = messages(&records);
            assert_eq!(read.len(), 4, "{damage} {between:?}: {read:?}");
            let intact = [&read[0], &read[2], &read[3]];
            assert_eq!(intact, [PUZZLE, PUZZLE, SOLVED], "{damage} {between:?}");
            // The second grid starts a line later after a line between.
            let first_row = 15 + usize::from(!between.is_empty());
            let expected = expected.replace("line 15", &format!("line {first_row}"));
            assert_eq!(read[1], expected, "{damage} {between:?}");
        }
    }
    let lines: Vec<&str> = drawn[0].iter().map(String::as_str).collect();
    let doubled = [&lines[..5], &lines[4..]].concat();
    let left_out = [&lines[..4], &lines[5..]].concat();
    for grid in [doubled, left_out] {
        let input: String = grid.iter().map(|line| format!("{line}\n")).collect();
        assert_eq!(
            messages(&read(&format!("{input}{input}"))),
            [PUZZLE, PUZZLE]
        );
    }
    let open: String = drawn
        .iter()
        .flat_map(|lines| &lines[1..12])
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(messages(&read(&open)), grids);
    let compact_banded: String = grids
        .iter()
        .map(|grid| {
            let rows = compact_rows(grid);
            let rows: Vec<&str> = rows.lines().collect();
            format!(
                "{}\n---------\n{}\n---------\n{}\n",
                rows[..3].join("\n"),
                rows[3..6].join("\n"),
                rows[6..].join("\n")
            )
        })
        .collect();
    assert_eq!(messages(&read(&compact_banded)), grids);
}

/// Blocks parted by blank lines: a block with a row pasted twice (at its end or inside it) is
/// one failed entry of ten rows, and the blocks after it keep their places. Taken nine rows at
/// a time, its tenth row was an entry of its own and every index after it moved on by one.
/// The input's first block is set apart by nothing above it: a file of one puzzle with a row
/// pasted twice was that puzzle's first nine rows, read as a puzzle the user never wrote, and
/// a stray entry. Blocks stacked with no blank line between still part every nine rows: there,
/// a short last block is the one that failed.
#[test]
fn a_block_with_a_row_too_many_is_one_failed_entry() {
    let rows: Vec<&str> = (0..9).map(|r| &PUZZLE[r * 9..r * 9 + 9]).collect();
    let block = |rows: &[&str]| {
        rows.iter()
            .map(|row| format!("{row}\n"))
            .collect::<String>()
    };
    let whole = block(&rows);
    let doubled_last = block(&[&rows[..], &rows[8..]].concat());
    let doubled_inside = block(&[&rows[..5], &rows[4..]].concat());
    for damaged in [&doubled_last, &doubled_inside] {
        let input = format!("{whole}\n{damaged}\n{whole}");
        assert_eq!(
            messages(&read(&input)),
            [
                PUZZLE,
                "line 11: the puzzle has 10 rows; expected 9",
                PUZZLE
            ],
            "{input}"
        );
        // Last in the input, set apart by a blank line.
        assert_eq!(
            messages(&read(&format!("{whole}\n{damaged}"))),
            [PUZZLE, "line 11: the puzzle has 10 rows; expected 9"]
        );
    }
    // So does the input's start, with or without blank lines or a comment before the block.
    for before in ["", "\n", "\n\n", "# mine\n"] {
        let line = 1 + before.lines().count();
        let expected = format!("line {line}: the puzzle has 10 rows; expected 9");
        assert_eq!(
            messages(&read(&format!("{before}{doubled_last}"))),
            [expected.as_str()]
        );
        assert_eq!(
            messages(&read(&format!("{before}{doubled_inside}\n{whole}"))),
            [expected.as_str(), PUZZLE]
        );
    }
    // A header sets a block apart as a blank line does.
    let headed = format!("Puzzle 1\n{whole}Puzzle 2\n{doubled_last}");
    assert_eq!(
        messages(&read(&headed)),
        [PUZZLE, "line 12: the puzzle has 10 rows; expected 9"]
    );
    // Stacked, with a blank line or two at the end of the input or not.
    for end in ["", "\n", "\n\n"] {
        let stacked = format!("{whole}{whole}{}{end}", block(&rows[..2]));
        let read = messages(&read(&stacked));
        assert_eq!(read.len(), 3, "{read:?}");
        assert_eq!(read[..2], [PUZZLE, PUZZLE]);
        assert!(
            read[2].starts_with("line 19: the puzzle has 2 rows"),
            "{}",
            read[2]
        );
    }
}

/// A boxed grid printed with a space before, between and after its cells and its blanks left
/// as spaces (`| 4     |   3   |       |`) reads cell by cell where each stands, and in it bars
/// and spaces alone are an empty row; in a grid with `.` blanks they are still a spacer.
#[test]
fn a_boxed_grid_that_leaves_its_blanks_as_spaces_reads_by_where_cells_stand() {
    let empty_row = format!("{}.........{}", &PUZZLE[..54], &PUZZLE[63..]);
    let dotted = boxed_grid(&empty_row);
    let spaced = dotted.replace('.', " ");
    assert!(spaced.contains("|       |       |       |"), "{spaced}");
    let (records, format) = read_detected(&format!("{spaced}\n{spaced}"));
    assert_eq!(format, Some(Format::Grid));
    assert_eq!(messages(&records), [empty_row.as_str(), empty_row.as_str()]);

    // A grid with a row missing ends at the two rules after it, its empty row one of its rows.
    let mut damaged: Vec<&str> = spaced.lines().collect();
    damaged.remove(6);
    let damaged: String = damaged.iter().map(|line| format!("{line}\n")).collect();
    let records = messages(&read(&format!("{spaced}{damaged}{spaced}")));
    assert_eq!(
        records,
        [
            empty_row.as_str(),
            "line 15: the puzzle has 8 rows; expected 9",
            empty_row.as_str()
        ]
    );

    let spacer = "|       |       |       |\n";
    let with_spacers = dotted.replacen("|\n", &format!("|\n{spacer}"), 2);
    assert_eq!(with_spacers.matches(spacer).count(), 2, "{with_spacers}");
    assert_eq!(messages(&read(&with_spacers)), [empty_row.as_str()]);
    // The spaces of one grid make no row of another's spacers.
    assert_eq!(
        messages(&read(&format!("{spaced}\n{with_spacers}"))),
        [empty_row.as_str(), empty_row.as_str()]
    );
}

/// The puzzle `line` written in `format`.
fn written(line: &str, format: Format) -> String {
    let mut out = Vec::new();
    let grid = super::super::parse_line(line).unwrap();
    assert!(super::super::render(&grid, format, &mut out));
    String::from_utf8(out).unwrap()
}

/// Files saved by Notepad (a byte-order mark first, no final newline) joined with `cat`: each
/// file's first line follows the last line of the file before on the same line, after its
/// mark. Every puzzle is read, whole, with its own label; before, the next file's first puzzle
/// was the last one's annotation, and a block's first row ran on from the last one's.
#[test]
fn files_joined_with_cat_keep_every_puzzle_after_a_byte_order_mark() {
    let bom = '\u{feff}';
    let file = |label: &str, body: &str| format!("{bom}{label}\r\n{}", body.trim_end());
    let lines = [file("Grid 01", PUZZLE), file("Grid 02", SOLVED)].concat();
    let records = read(&lines);
    assert_eq!(messages(&records), [PUZZLE, SOLVED]);
    let labels: Vec<Option<&str>> = records.iter().map(Record::label).collect();
    assert_eq!(labels, [Some("Grid 01"), Some("Grid 02")]);
    assert!(records.iter().all(|r| r.annotation().is_none()));
    // Blocks too: the next grid's first row is no longer one row run on from the last one's.
    for format in [Format::Compact, Format::Grid, Format::Unicode] {
        let joined = [
            file("Grid 01", &written(PUZZLE, format)),
            file("Grid 02", &written(SOLVED, format)),
        ]
        .concat();
        assert_eq!(messages(&read(&joined)), [PUZZLE, SOLVED], "{format:?}");
    }
}

/// A file of `\r\n` endings converted again (`\r\r\n`, as Python's text mode writes a `\r\n`
/// on Windows) ends each line once: read as two endings, a blank line between every two rows
/// cut each block into nine failed ones.
#[test]
fn blocks_with_doubled_carriage_returns_read_whole() {
    for format in [Format::Compact, Format::Spaced, Format::Grid] {
        let text = format!("{}\n{}", written(PUZZLE, format), written(SOLVED, format));
        let doubled = text.replace('\n', "\r\r\n");
        assert_eq!(messages(&read(&doubled)), [PUZZLE, SOLVED], "{format:?}");
    }
}

/// A grid drawn among puzzles one a line, whatever its rules (Unicode box drawing, HoDoKu's
/// dotted corners, bars at the ends of every rule), is that one puzzle, named by the header
/// above it: its opening and closing rules are no puzzles that failed, which moved every
/// index after them on by two and took the header for their own.
#[test]
fn a_grid_drawn_among_puzzles_one_a_line_is_one_puzzle() {
    let barred: String = written(SOLVED, Format::Grid)
        .lines()
        .map(|line| match line.strip_prefix('+') {
            Some(rule) => format!("|{}|\n", &rule[..rule.len() - 1]),
            None => format!("{line}\n"),
        })
        .collect();
    let dotted: String = written(SOLVED, Format::Grid)
        .lines()
        .enumerate()
        .map(|(i, line)| match i {
            0 => format!("{}\n", line.replace('+', ".")),
            12 => format!("{}\n", line.replace('+', "'")),
            _ => format!("{line}\n"),
        })
        .collect();
    for drawing in [written(SOLVED, Format::Unicode), barred, dotted] {
        let input = format!("{PUZZLE}\nGrid 02\n{drawing}{PUZZLE}\n");
        let records = read(&input);
        assert_eq!(messages(&records), [PUZZLE, SOLVED, PUZZLE], "{drawing}");
        assert_eq!(records[1].label(), Some("Grid 02"), "{drawing}");
    }
}

/// Between blocks, a HoDoKu library line or a pencilmark line is that puzzle, as a puzzle on
/// a line is: taken for a block's first row, it failed with the wrong error, and a block's
/// rows after it were lost with it.
#[test]
fn hodoku_and_pencilmark_lines_between_blocks_are_puzzles() {
    let block = written(SOLVED, Format::Compact);
    for format in [Format::Hodoku, Format::PencilmarkLine] {
        let line = written(PUZZLE, format);
        for input in [
            format!("{block}\n{line}\n{block}"),
            format!("{block}{line}{block}"),
        ] {
            let records = read(&input);
            let got = messages(&records);
            assert_eq!(got.len(), 3, "{format:?}: {got:?}");
            assert_eq!([&got[0], &got[2]], [SOLVED, SOLVED], "{format:?}");
            assert!(records[1].puzzle.is_ok(), "{format:?}: {got:?}");
        }
    }
}

/// A CSV row whose puzzle field holds no puzzle says what stands there, at its column, and
/// keeps its id as its label: it pointed at the comma after the id. A quoted field a cell or
/// more short says how many cells it has, as an unquoted one does, not that its closing
/// quote is unexpected.
#[test]
fn a_csv_row_without_its_puzzle_is_reported_at_the_puzzle_field() {
    let short = &PUZZLE[..80];
    let input =
        format!("id,puzzle,rating\n1,zzz,3\n2,\"{short}\",4\n3,{PUZZLE},5\n4,\"{PUZZLE}\",6\n");
    let records = read(&input);
    assert_eq!(
        messages(&records),
        [
            "line 2, column 3: unexpected character 'z'".to_string(),
            "line 3, column 84: expected 81 cells, found 80".to_string(),
            PUZZLE.to_string(),
            PUZZLE.to_string(),
        ]
    );
    let labels: Vec<Option<&str>> = records.iter().map(Record::label).collect();
    assert_eq!(labels, [Some("1,"), Some("2,\""), Some("3,"), Some("4,\"")]);
}

/// A drawn grid among puzzles one a line with a row pasted twice, or a row missing, is one
/// failed puzzle that says how many rows it has, as among blocks: the row too many was left
/// out of a wrong puzzle read as good (the last row lost), and a grid a row short was eight
/// failed rows, every index after them moved on by seven.
#[test]
fn a_grid_among_lines_with_a_row_too_many_or_too_few_is_one_error() {
    let drawn = written(SOLVED, Format::Grid);
    let rows: Vec<&str> = drawn.lines().collect();
    let twice = [&rows[..3], &rows[2..]].concat().join("\n");
    let short = [&rows[..2], &rows[3..]].concat().join("\n");
    for (grid, error) in [
        (twice, "line 4: the puzzle has 10 rows; expected 9"),
        (short, "line 4: the puzzle has 8 rows; expected 9"),
    ] {
        let records = read(&format!("{PUZZLE}\nGrid 2\n{grid}\n{PUZZLE}\n"));
        assert_eq!(messages(&records), [PUZZLE, error, PUZZLE], "{grid}");
        assert_eq!(records[1].label(), Some("Grid 2"));
    }
}

/// Among puzzles one a line, a block with a damaged row is one puzzle failing at that row; a
/// compact or spaced block with a row too many, right before a puzzle line, or too few, is one
/// error saying how many rows it has; and a pencilmark grid is written back as one (as a line
/// it would lose the candidates struck). Each was nine failed rows, eight, or a wrong puzzle
/// read as good.
#[test]
fn a_damaged_block_among_lines_is_one_error_where_it_is_damaged() {
    let drawn = written(SOLVED, Format::Grid);
    let typo = drawn.replacen("| 6 7 2 |", "| 6 a 2 |", 1);
    assert_ne!(typo, drawn);
    let records = read(&format!("{PUZZLE}\n{typo}{PUZZLE}\n"));
    assert_eq!(
        messages(&records),
        [PUZZLE, "line 4, column 5: unexpected character 'a'", PUZZLE]
    );
    for format in [Format::Compact, Format::Spaced] {
        let block = written(SOLVED, format);
        let rows: Vec<&str> = block.lines().collect();
        let twice = [&rows[..1], &rows[..]].concat().join("\n");
        let short = rows[1..].join("\n");
        for (block, error) in [
            (twice, "line 2: the puzzle has 10 rows; expected 9"),
            (short, "line 2: the puzzle has 8 rows; expected 9"),
        ] {
            let records = read(&format!("{PUZZLE}\n{block}\n{PUZZLE}\n"));
            assert_eq!(messages(&records), [PUZZLE, error, PUZZLE], "{block}");
        }
    }
    let marks = written(PUZZLE, Format::PencilmarkGrid);
    let records = read(&format!("{PUZZLE}\n{marks}{PUZZLE}\n"));
    assert_eq!(records.len(), 3);
    let position = Candidates::from_grid(&super::super::parse_line(PUZZLE).unwrap());
    assert_eq!(records[1].candidates(), Some(&position));
    assert_eq!(records[1].read_as(), Some(Format::PencilmarkGrid));
}

/// Under column names, a row of the table whose puzzle field holds words is that row, failing:
/// taken for a header, it vanished into the next row's label.
#[test]
fn a_table_row_with_words_for_its_puzzle_is_no_header() {
    let input = format!("puzzle,rating\n{PUZZLE},1.2\ngarbage,2.3\n{SOLVED},4.5\n");
    let records = read(&input);
    assert_eq!(
        messages(&records),
        [PUZZLE, "line 3, column 1: unexpected character 'g'", SOLVED]
    );
    assert_eq!(records[2].label(), None);
}

/// The one-line formats mix in one file, whichever comes first: a puzzle line or a pencilmark
/// line among HoDoKu lines, a HoDoKu line among puzzle lines. (A file of blocks written back by
/// `-o same`, its first block failed and left out, may start with a HoDoKu line: its other
/// lines failed there.) Each is written back in its own format.
#[test]
fn the_one_line_formats_mix_in_one_file() {
    let hodoku = written(PUZZLE, Format::Hodoku);
    let marks = written(SOLVED, Format::PencilmarkLine);
    // (Among puzzle lines, a HoDoKu line was read already: its fields around the puzzle are
    // its label and annotation, written back around it.)
    for (input, others) in [
        (format!("{hodoku}{PUZZLE}\n{marks}"), 2),
        (format!("{PUZZLE}\n{hodoku}{marks}"), 1),
        (format!("{marks}{hodoku}{PUZZLE}\n"), 2),
    ] {
        let records = read(&input);
        assert_eq!(records.len(), 3, "{input}");
        assert!(records.iter().all(|r| r.puzzle.is_ok()), "{input}");
        let formats: Vec<Option<Format>> = records.iter().map(Record::read_as).collect();
        assert_eq!(formats.iter().flatten().count(), others, "{input}");
    }
    // A puzzle line named by words among HoDoKu lines is a puzzle, not the next one's header.
    let records = read(&format!("{hodoku}Puzzle 2: {SOLVED}\n{hodoku}"));
    assert_eq!(messages(&records), [PUZZLE, SOLVED, PUZZLE]);
    assert_eq!(records[1].label(), Some("Puzzle 2:"));
    assert_eq!(records[2].label(), None);
}

/// A puzzle kept one cell to a field with its blanks typed both ways (`0` and empty), after an
/// id, is written back with `0` for every blank: written empty, its blank last cell ended the
/// line with a separator, which read back as a spreadsheet's trailing one, the id as a cell.
#[test]
fn cell_fields_with_blanks_typed_both_ways_write_back_as_the_same_puzzle() {
    let mut fields: Vec<String> = PUZZLE
        .bytes()
        .enumerate()
        .map(|(i, b)| match b {
            b'.' if i % 2 == 0 => String::new(),
            b'.' => "0".to_string(),
            digit => (digit as char).to_string(),
        })
        .collect();
    assert!(PUZZLE.ends_with('9'));
    // The last cell blank, typed `0`.
    *fields.last_mut().unwrap() = "0".to_string();
    let puzzle = format!("{}0", &PUZZLE[..80]).replace('0', ".");
    let input = format!("7,{}\n", fields.join(","));
    let records = read(&input);
    assert_eq!(messages(&records), std::slice::from_ref(&puzzle));
    let mut again = Vec::new();
    let options = super::super::RenderOptions::default();
    assert!(records[0].render(Format::Line, &options, &mut again));
    let written = String::from_utf8(again).unwrap();
    assert!(!written.trim_end().ends_with(','), "{written}");
    let back = read(&written);
    assert_eq!(messages(&back), [puzzle]);
    assert_eq!(back[0].label(), Some("7,"));
}
