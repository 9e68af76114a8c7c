
use builtin;
use str;

set edit:completion:arg-completer[sudoku] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'sudoku'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'sudoku'= {
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand solve 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
            cand validate 'Check puzzles or finished grids against the rules'
            cand format 'Convert puzzles between formats without solving them'
            cand convert 'Convert puzzles between formats without solving them'
            cand generate 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern'
            cand rate 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level'
            cand explain 'Show the solving path of puzzles, step by step in players'' notation'
            cand hint 'Show the next step for a puzzle or a pencilmark position'
            cand canon 'Print each puzzle''s minlex canonical form, shared by exactly its equivalents'
            cand shuffle 'Print a random equivalent of each puzzle, reproducible by seed'
            cand minimize 'Drop givens until each one left is needed, keeping the one solution'
            cand completions 'Print a shell completion script'
            cand man 'Print the manual page (roff): `sudoku man | man -l -`'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'sudoku;solve'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand -o 'The output format; `same` is the format of each input'
            cand --output-format 'The output format; `same` is the format of each input'
            cand --limit 'Where --count or --all stops. A count that reached it is marked `2+` (text) or `"capped": true` (JSON); a large limit counts exactly'
            cand --placeholder 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for --output-format json)'
            cand --any 'Print the first solution found instead of the lexicographically smallest (fastest)'
            cand --count 'Print the number of solutions, counting up to --limit (default 2)'
            cand --all 'Print every solution up to --limit (default 1000), in lexicographic order'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;validate'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines (JSON input gives JSON without it)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;format'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand -t 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand -o 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --to 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --output-format 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --blank 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs'
            cand --placeholder 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for --to json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;convert'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand -t 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand -o 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --to 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --output-format 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands'
            cand --blank 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs'
            cand --placeholder 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for --to json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;generate'= {
            cand -n 'How many puzzles to make (not with --from, which makes one for each grid)'
            cand --number 'How many puzzles to make (not with --from, which makes one for each grid)'
            cand --seed 'The seed: the same seed, options and version always give the same puzzles. Without it a seed is drawn and reported, so any run can be repeated'
            cand --symmetry 'The symmetry of the givens'' positions; `random` draws one per puzzle'
            cand --givens 'Only puzzles with this many givens: `MIN..MAX` or one number (at least 17: no puzzle with fewer has one solution; at most 72, with or without symmetry: no minimal puzzle has more, though a --pattern''s puzzles need not be minimal)'
            cand --pattern 'The givens sit exactly on the cells P marks: an 81-character line or a 9x9 block where any character but `.`, `0` or a space marks a cell, or a file holding one, or one puzzle in any format whose givens mark the cells (`-` for standard input)'
            cand --difficulty 'Only puzzles of this level: easy (ER up to 1.2), medium (1.5), hard (2.5), fiendish (6.0) or diabolical (above), as `rate` names them'
            cand --rating 'Only puzzles whose Sudoku Explainer rating ER is in MIN..MAX (as `rate` gives it); also `MIN..`, `..MAX` or one rating. Ratings random puzzles rarely have (9.2 and up) are climbed to, a given (an orbit, with a symmetry) moved at a time'
            cand --attempts 'How many tries a puzzle gets before it is reported as failed: with --pattern (default 1000000, with or without a rating), with --difficulty or --rating (default 100000; each try is rated), or with --givens alone (default 10000000)'
            cand --from 'Make one puzzle for each grid in FILE (a complete grid, or a puzzle with one solution), with that solution; the same grid twice gives the same puzzle, another seed others. `-` reads standard input; a folder, the files below it (walked as the other commands walk their INPUT, with the same options)'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand -o 'The output format'
            cand --output-format 'The output format'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for --output-format json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;rate'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --min 'Print only puzzles rated at least R (ER, e.g. 2.6)'
            cand --max 'Print only puzzles rated at most R (ER, e.g. 6.2)'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line, instead of rated-list lines (JSON input gives JSON without it)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;explain'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line, with a `steps` array (JSON input gives JSON without it, unless --candidates asks for the text)'
            cand --candidates 'Show the pencilmark grid before each step (text, even for JSON input)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;hint'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --placeholder 'In text output, print MARK (`-` unless given) on a line of its own where a puzzle failed, so that output has one line per input puzzle and lines up with it under `paste`. The reason still goes to standard error.'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line, with the `step` (JSON input gives JSON without it)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;canon'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand -o 'The format to write. `line` (the default) is the usual minlex string: here 81 digits, `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps each input''s format'
            cand --output-format 'The format to write. `line` (the default) is the usual minlex string: here 81 digits, `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps each input''s format'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --dedupe 'Print each equivalence class once: the first of its puzzles in input order. The others are counted as `duplicate` in the summary, which is not a failure'
            cand --json 'Print JSON, one object per puzzle per line (short for -o json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;shuffle'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --seed 'The seed: the same seed gives the same puzzles, whatever -j. Each puzzle''s stream is drawn from the seed and the puzzle itself. Without it a seed is drawn and reported on standard error (not with -q)'
            cand -o 'The format to write; `same` keeps each input''s format'
            cand --output-format 'The format to write; `same` keeps each input''s format'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for -o json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;minimize'= {
            cand -i 'The input format; `auto` detects it for each input'
            cand --input-format 'The input format; `auto` detects it for each input'
            cand -g 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --glob 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches'
            cand --seed 'Try the givens in a random order drawn from SEED and the puzzle, instead of reading order: different seeds reach different minimal puzzles'
            cand -o 'The format to write; `same` keeps each input''s format'
            cand --output-format 'The format to write; `same` keeps each input''s format'
            cand --out-dir 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`'
            cand -j 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --threads 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number'
            cand --progress 'Show a progress bar on standard error: `auto` only when it is a terminal'
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand --hidden 'Read hidden files and directories too (`.git` still needs --no-ignore)'
            cand --no-ignore 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files'
            cand --no-require-git 'Honour .gitignore files outside git repositories too'
            cand -L 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --follow 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
            cand --json 'Print JSON, one object per puzzle per line (short for -o json)'
            cand --stats 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
            cand -q 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand --quiet 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;completions'= {
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;man'= {
            cand --color 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'sudoku;help'= {
            cand solve 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
            cand validate 'Check puzzles or finished grids against the rules'
            cand format 'Convert puzzles between formats without solving them'
            cand generate 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern'
            cand rate 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level'
            cand explain 'Show the solving path of puzzles, step by step in players'' notation'
            cand hint 'Show the next step for a puzzle or a pencilmark position'
            cand canon 'Print each puzzle''s minlex canonical form, shared by exactly its equivalents'
            cand shuffle 'Print a random equivalent of each puzzle, reproducible by seed'
            cand minimize 'Drop givens until each one left is needed, keeping the one solution'
            cand completions 'Print a shell completion script'
            cand man 'Print the manual page (roff): `sudoku man | man -l -`'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'sudoku;help;solve'= {
        }
        &'sudoku;help;validate'= {
        }
        &'sudoku;help;format'= {
        }
        &'sudoku;help;generate'= {
        }
        &'sudoku;help;rate'= {
        }
        &'sudoku;help;explain'= {
        }
        &'sudoku;help;hint'= {
        }
        &'sudoku;help;canon'= {
        }
        &'sudoku;help;shuffle'= {
        }
        &'sudoku;help;minimize'= {
        }
        &'sudoku;help;completions'= {
        }
        &'sudoku;help;man'= {
        }
        &'sudoku;help;help'= {
        }
    ]
    $completions[$command]
}
