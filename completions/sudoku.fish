# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_sudoku_global_optspecs
    string join \n color= h/help V/version
end

function __fish_sudoku_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_sudoku_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_sudoku_using_subcommand
    set -l cmd (__fish_sudoku_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c sudoku -n "__fish_sudoku_needs_command" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_needs_command" -s V -l version -d 'Print version'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "solve" -d 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "validate" -d 'Check puzzles or finished grids against the rules'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "format" -d 'Convert puzzles between formats without solving them'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "convert" -d 'Convert puzzles between formats without solving them'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "generate" -d 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "rate" -d 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "explain" -d 'Show the solving path of puzzles, step by step in players\' notation'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "hint" -d 'Show the next step for a puzzle or a pencilmark position'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "canon" -d 'Print each puzzle\'s minlex canonical form, shared by exactly its equivalents'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "shuffle" -d 'Print a random equivalent of each puzzle, reproducible by seed'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "minimize" -d 'Drop givens until each one left is needed, keeping the one solution'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "man" -d 'Print the manual page (roff): `sudoku man | man -l -`'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s o -l output-format -d 'The output format; `same` is the format of each input' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l limit -d 'Where --count or --all stops. A count that reached it is marked `2+` (text) or `"capped": true` (JSON); a large limit counts exactly' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l placeholder -d 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle\'s label on its line (`12. -`, `1,-`) in the input\'s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l json -d 'Print JSON, one object per puzzle per line (short for --output-format json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l any -d 'Print the first solution found instead of the lexicographically smallest (fastest)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l count -d 'Print the number of solutions, counting up to --limit (default 2)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l all -d 'Print every solution up to --limit (default 1000), in lexicographic order'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l json -d 'Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines (JSON input gives JSON without it)'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s t -s o -l to -l output-format -d 'The format to write; `same` keeps each input\'s format. Also spelled -o/--output-format, as for the other commands' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l blank -d 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l placeholder -d 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle\'s label on its line (`12. -`, `1,-`) in the input\'s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l json -d 'Print JSON, one object per puzzle per line (short for --to json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s t -s o -l to -l output-format -d 'The format to write; `same` keeps each input\'s format. Also spelled -o/--output-format, as for the other commands' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l blank -d 'The character for a blank cell in `compact` and `line` output, instead of `0` and `.` (`--blank _`, `--blank x`; one of `0 . x X * _`, which read back as blanks). The other formats keep theirs' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l placeholder -d 'In text output, print MARK (`-` unless given) where a puzzle failed: on a line of its own, or after the puzzle\'s label on its line (`12. -`, `1,-`) in the input\'s own format, so that output has one entry per input position and lines up with it under `paste` or `join`. The reason still goes to standard error' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l json -d 'Print JSON, one object per puzzle per line (short for --to json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand convert" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s n -l number -d 'How many puzzles to make (not with --from, which makes one for each grid)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l seed -d 'The seed: the same seed, options and version always give the same puzzles. Without it a seed is drawn and reported, so any run can be repeated' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l symmetry -d 'The symmetry of the givens\' positions; `random` draws one per puzzle' -r -f -a "none\t''
rotate180\t''
rotate90\t''
mirror\t''
flip\t''
diagonal\t''
antidiagonal\t''
dihedral\t''
random\t''"
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l givens -d 'Only puzzles with this many givens: `MIN..MAX` or one number (at least 17: no puzzle with fewer has one solution; at most 72, with or without symmetry: no minimal puzzle has more, though a --pattern\'s puzzles need not be minimal)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l pattern -d 'The givens sit exactly on the cells P marks: an 81-character line or a 9x9 block where any character but `.`, `0` or a space marks a cell, or a file holding one, or one puzzle in any format whose givens mark the cells (`-` for standard input)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l difficulty -d 'Only puzzles of this level: easy (ER up to 1.2), medium (1.5), hard (2.5), fiendish (6.0) or diabolical (above), as `rate` names them' -r -f -a "easy\t''
medium\t''
hard\t''
fiendish\t''
diabolical\t''"
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l rating -d 'Only puzzles whose Sudoku Explainer rating ER is in MIN..MAX (as `rate` gives it); also `MIN..`, `..MAX` or one rating. Ratings random puzzles rarely have (9.2 and up) are climbed to, a given (an orbit, with a symmetry) moved at a time' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l attempts -d 'How many tries a puzzle gets before it is reported as failed: with --pattern (default 1000000, with or without a rating), with --difficulty or --rating (default 100000; each try is rated), or with --givens alone (default 10000000)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l from -d 'Make one puzzle for each grid in FILE (a complete grid, or a puzzle with one solution), with that solution; the same grid twice gives the same puzzle, another seed others. `-` reads standard input; a folder, the files below it (walked as the other commands walk their INPUT, with the same options)' -r -F
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s o -l output-format -d 'The output format' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l json -d 'Print JSON, one object per puzzle per line (short for --output-format json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand generate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l min -d 'Print only puzzles rated at least R (ER, e.g. 2.6)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l max -d 'Print only puzzles rated at most R (ER, e.g. 6.2)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l json -d 'Print JSON, one object per puzzle per line, instead of rated-list lines (JSON input gives JSON without it)'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand rate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l json -d 'Print JSON, one object per puzzle per line, with a `steps` array (JSON input gives JSON without it, unless --candidates asks for the text)'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l candidates -d 'Show the pencilmark grid before each step (text, even for JSON input)'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand explain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l placeholder -d 'In text output, print MARK (`-` unless given) on a line of its own where a puzzle failed, so that output has one line per input puzzle and lines up with it under `paste`. The reason still goes to standard error.' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l json -d 'Print JSON, one object per puzzle per line, with the `step` (JSON input gives JSON without it)'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand hint" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s o -l output-format -d 'The format to write. `line` (the default) is the usual minlex string: here 81 digits, `0` for a blank, where the other commands write `.` (as in `compact`); `same` keeps each input\'s format' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l dedupe -d 'Print each equivalence class once: the first of its puzzles in input order. The others are counted as `duplicate` in the summary, which is not a failure'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l json -d 'Print JSON, one object per puzzle per line (short for -o json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand canon" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l seed -d 'The seed: the same seed gives the same puzzles, whatever -j. Each puzzle\'s stream is drawn from the seed and the puzzle itself. Without it a seed is drawn and reported on standard error (not with -q)' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s o -l output-format -d 'The format to write; `same` keeps each input\'s format' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l json -d 'Print JSON, one object per puzzle per line (short for -o json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand shuffle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s i -l input-format -d 'The input format; `auto` detects it for each input' -r -f -a "auto\t'Detect the format of each input from its first recognisable line'
compact\t'9 rows of 9 digits, 0 or . for a blank'
spaced\t'9 rows of 9 numbers separated by spaces, 0 or . for a blank'
line\t'81 cells on one line, . or 0 for a blank; one puzzle per line'
grid\t'A boxed grid; |, +, - and spaces are ignored'
unicode\t'A grid drawn with Unicode box-drawing characters'
json\t'One JSON object per line with a "puzzle" field in the line form'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'Pencilmarks: 729 characters on one line, 9 slots per cell'
pencilmark-grid\t'Pencilmarks: 9 rows of 9 candidate strings such as 1245'"
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s g -l glob -d 'Read only files matching GLOB (gitignore syntax, relative to the directory); `!GLOB` skips matches instead. Repeatable; overrides ignore files and --hidden for the files it matches' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l seed -d 'Try the givens in a random order drawn from SEED and the puzzle, instead of reading order: different seeds reach different minimal puzzles' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s o -l output-format -d 'The format to write; `same` keeps each input\'s format' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all. With JSON output they are named `.ndjson`' -r -f -a "(__fish_complete_directories)"
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s j -l threads -d 'Worker threads [default: all cores; 0 also means all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l hidden -d 'Read hidden files and directories too (`.git` still needs --no-ignore)'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l no-ignore -d 'Read what the ignore files exclude (.gitignore, .ignore, .git/info/exclude, git\'s global excludes file), documentation (*.md, *.rst, *.adoc, *.html) and git\'s own files'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l no-require-git -d 'Honour .gitignore files outside git repositories too'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s L -l follow -d 'Follow symbolic links below directories (to files and to folders; a loop is reported). Without it they are skipped and counted'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l json -d 'Print JSON, one object per puzzle per line (short for -o json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -l stats -d 'Print the summary line (puzzles, time, outcomes) on standard error even when it is not a terminal, where it is left out by default'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s q -l quiet -d 'Print no summary at the end, not even on a terminal (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand minimize" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand completions" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand man" -l color -d 'When to colour output: `auto` only on a terminal, and never with NO_COLOR set or TERM=dumb' -r -f -a "auto\t'Only on a terminal, and not with NO_COLOR set or TERM=dumb'
always\t'Always, even into a pipe or a file'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "solve" -d 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "validate" -d 'Check puzzles or finished grids against the rules'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "format" -d 'Convert puzzles between formats without solving them'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "generate" -d 'Make puzzles: one solution, minimal, seeded, symmetric or on a pattern'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "rate" -d 'Rate puzzles on the Sudoku Explainer scale (ER/EP/ED) and by level'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "explain" -d 'Show the solving path of puzzles, step by step in players\' notation'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "hint" -d 'Show the next step for a puzzle or a pencilmark position'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "canon" -d 'Print each puzzle\'s minlex canonical form, shared by exactly its equivalents'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "shuffle" -d 'Print a random equivalent of each puzzle, reproducible by seed'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "minimize" -d 'Drop givens until each one left is needed, keeping the one solution'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "completions" -d 'Print a shell completion script'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "man" -d 'Print the manual page (roff): `sudoku man | man -l -`'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format generate rate explain hint canon shuffle minimize completions man" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c sudoku -n "__fish_sudoku_using_subcommand completions" -f -a "bash elvish fish powershell zsh"
