
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'sudoku' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'sudoku'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'sudoku' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('solve', 'solve', [CompletionResultType]::ParameterValue, 'Solve puzzles: the lexicographically smallest solution unless told otherwise')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Check puzzles or finished grids against the rules')
            [CompletionResult]::new('format', 'format', [CompletionResultType]::ParameterValue, 'Convert puzzles between formats without solving them')
            [CompletionResult]::new('convert', 'convert', [CompletionResultType]::ParameterValue, 'Convert puzzles between formats without solving them')
            [CompletionResult]::new('generate', 'generate', [CompletionResultType]::ParameterValue, 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern')
            [CompletionResult]::new('rate', 'rate', [CompletionResultType]::ParameterValue, 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'Show the solving path of puzzles, step by step in players'' notation')
            [CompletionResult]::new('hint', 'hint', [CompletionResultType]::ParameterValue, 'Show the next step for a puzzle or a pencilmark position')
            [CompletionResult]::new('canon', 'canon', [CompletionResultType]::ParameterValue, 'Print each puzzle''s minlex canonical form, shared by exactly its equivalents')
            [CompletionResult]::new('shuffle', 'shuffle', [CompletionResultType]::ParameterValue, 'Print a random equivalent of each puzzle, reproducible by seed')
            [CompletionResult]::new('minimize', 'minimize', [CompletionResultType]::ParameterValue, 'Drop givens until each one left is needed, keeping the one solution')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff): `sudoku man | man -l -`')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'sudoku;solve' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The output format; `same` is the format of each input')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The output format; `same` is the format of each input')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Where --count or --all stops. A count that reached it is marked `2+` (text) or `"capped": true` (JSON); a large limit counts exactly')
            [CompletionResult]::new('--placeholder', '--placeholder', [CompletionResultType]::ParameterName, 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for --output-format json)')
            [CompletionResult]::new('--any', '--any', [CompletionResultType]::ParameterName, 'Print the first solution found instead of the lexicographically smallest (fastest)')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'Print the number of solutions, counting up to --limit (default 2)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Print every solution up to --limit (default 1000), in lexicographic order')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;validate' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines (JSON input gives JSON without it)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;format' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--blank', '--blank', [CompletionResultType]::ParameterName, 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs')
            [CompletionResult]::new('--placeholder', '--placeholder', [CompletionResultType]::ParameterName, 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for --to json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;convert' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('-t', '-t', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format. Also spelled -o/--output-format, as for the other commands')
            [CompletionResult]::new('--blank', '--blank', [CompletionResultType]::ParameterName, 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs')
            [CompletionResult]::new('--placeholder', '--placeholder', [CompletionResultType]::ParameterName, 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle''s label on its line (`12. -`, `1,-`) in the input''s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for --to json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;generate' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'How many puzzles to make (not with --from, which makes one for each grid)')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'How many puzzles to make (not with --from, which makes one for each grid)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed: the same seed, options and version always give the same puzzles. Without it a seed is drawn and reported, so any run can be repeated')
            [CompletionResult]::new('--symmetry', '--symmetry', [CompletionResultType]::ParameterName, 'The symmetry of the givens'' positions; `random` draws one per puzzle')
            [CompletionResult]::new('--givens', '--givens', [CompletionResultType]::ParameterName, 'Only puzzles with this many givens: `MIN..MAX` or one number (at least 17: no puzzle with fewer has one solution; at most 72, with or without symmetry: no minimal puzzle has more, though a --pattern''s puzzles need not be minimal)')
            [CompletionResult]::new('--pattern', '--pattern', [CompletionResultType]::ParameterName, 'The givens sit exactly on the cells P marks: an 81-character line or a 9x9 block where any character but `.`, `0` or a space marks a cell, or a file holding one, or one puzzle in any format whose givens mark the cells (`-` for standard input)')
            [CompletionResult]::new('--difficulty', '--difficulty', [CompletionResultType]::ParameterName, 'Only puzzles of this level: easy (ER up to 1.2), medium (1.5), hard (2.5), fiendish (6.0) or diabolical (above), as `rate` names them')
            [CompletionResult]::new('--rating', '--rating', [CompletionResultType]::ParameterName, 'Only puzzles whose Sudoku Explainer rating ER is in MIN..MAX (as `rate` gives it); also `MIN..`, `..MAX` or one rating. Ratings random puzzles rarely have (9.2 and up) are climbed to, a given (an orbit, with a symmetry) moved at a time')
            [CompletionResult]::new('--attempts', '--attempts', [CompletionResultType]::ParameterName, 'How many tries a puzzle gets before it is reported as failed: with --pattern (default 1000000, with or without a rating), with --difficulty or --rating (default 100000; each try is rated), or with --givens alone (default 10000000)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Make one puzzle for each grid in FILE (a complete grid, or a puzzle with one solution), with that solution; the same grid twice gives the same puzzle, another seed others. `-` reads standard input; a folder, the files below it (walked as the other commands walk their INPUT, with the same options)')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The output format')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The output format')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for --output-format json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;rate' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--min', '--min', [CompletionResultType]::ParameterName, 'Print only puzzles rated at least R (ER, e.g. 2.6)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'Print only puzzles rated at most R (ER, e.g. 6.2)')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line, instead of rated-list lines (JSON input gives JSON without it)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;explain' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line, with a `steps` array (JSON input gives JSON without it, unless --candidates asks for the text)')
            [CompletionResult]::new('--candidates', '--candidates', [CompletionResultType]::ParameterName, 'Show the pencilmark grid before each step (text, even for JSON input)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;hint' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--placeholder', '--placeholder', [CompletionResultType]::ParameterName, 'In text output, print MARK (`-` unless given) on a line of its own where a puzzle failed, so that output has one line per input puzzle and lines up with it under `paste`. The reason still goes to standard error.')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line, with the `step` (JSON input gives JSON without it)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;canon' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format to write. `line` (the default) is the usual minlex string: here 81 digits, `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps each input''s format')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The format to write. `line` (the default) is the usual minlex string: here 81 digits, `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps each input''s format')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--dedupe', '--dedupe', [CompletionResultType]::ParameterName, 'Print each equivalence class once: the first of its puzzles in input order. The others are counted as `duplicate` in the summary, which is not a failure')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for -o json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;shuffle' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed: the same seed gives the same puzzles, whatever -j. Each puzzle''s stream is drawn from the seed and the puzzle itself. Without it a seed is drawn and reported on standard error (not with -q)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for -o json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;minimize' {
            [CompletionResult]::new('-i', '-i', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input format; `auto` detects it for each input')
            [CompletionResult]::new('-g', '-g', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--glob', '--glob', [CompletionResultType]::ParameterName, 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Try the givens in a random order drawn from SEED and the puzzle, instead of reading order: different seeds reach different minimal puzzles')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format')
            [CompletionResult]::new('--output-format', '--output-format', [CompletionResultType]::ParameterName, 'The format to write; `same` keeps each input''s format')
            [CompletionResult]::new('--out-dir', '--out-dir', [CompletionResultType]::ParameterName, 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'Show a progress bar on standard error: `auto` only when it is a terminal')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('--hidden', '--hidden', [CompletionResultType]::ParameterName, 'Read hidden files and directories too (`.git` still needs --no-ignore)')
            [CompletionResult]::new('--no-ignore', '--no-ignore', [CompletionResultType]::ParameterName, 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git''s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git''s own files')
            [CompletionResult]::new('--no-require-git', '--no-require-git', [CompletionResultType]::ParameterName, 'Honour .gitignore files outside git repositories too')
            [CompletionResult]::new('-L', '-L ', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON, one object per puzzle per line (short for -o json)')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;completions' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;man' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'sudoku;help' {
            [CompletionResult]::new('solve', 'solve', [CompletionResultType]::ParameterValue, 'Solve puzzles: the lexicographically smallest solution unless told otherwise')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Check puzzles or finished grids against the rules')
            [CompletionResult]::new('format', 'format', [CompletionResultType]::ParameterValue, 'Convert puzzles between formats without solving them')
            [CompletionResult]::new('generate', 'generate', [CompletionResultType]::ParameterValue, 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern')
            [CompletionResult]::new('rate', 'rate', [CompletionResultType]::ParameterValue, 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'Show the solving path of puzzles, step by step in players'' notation')
            [CompletionResult]::new('hint', 'hint', [CompletionResultType]::ParameterValue, 'Show the next step for a puzzle or a pencilmark position')
            [CompletionResult]::new('canon', 'canon', [CompletionResultType]::ParameterValue, 'Print each puzzle''s minlex canonical form, shared by exactly its equivalents')
            [CompletionResult]::new('shuffle', 'shuffle', [CompletionResultType]::ParameterValue, 'Print a random equivalent of each puzzle, reproducible by seed')
            [CompletionResult]::new('minimize', 'minimize', [CompletionResultType]::ParameterValue, 'Drop givens until each one left is needed, keeping the one solution')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff): `sudoku man | man -l -`')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'sudoku;help;solve' {
            break
        }
        'sudoku;help;validate' {
            break
        }
        'sudoku;help;format' {
            break
        }
        'sudoku;help;generate' {
            break
        }
        'sudoku;help;rate' {
            break
        }
        'sudoku;help;explain' {
            break
        }
        'sudoku;help;hint' {
            break
        }
        'sudoku;help;canon' {
            break
        }
        'sudoku;help;shuffle' {
            break
        }
        'sudoku;help;minimize' {
            break
        }
        'sudoku;help;completions' {
            break
        }
        'sudoku;help;man' {
            break
        }
        'sudoku;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
