# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_sudoku_global_optspecs
    string join \n h/help V/version
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

complete -c sudoku -n "__fish_sudoku_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_needs_command" -s V -l version -d 'Print version'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "solve" -d 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "validate" -d 'Check puzzles or finished grids against the rules'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "format" -d 'Convert puzzles between formats without solving them'
complete -c sudoku -n "__fish_sudoku_needs_command" -f -a "completions" -d 'Print a shell completion script'
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
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l limit -d 'Where --count or --all stops' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s j -l threads -d 'Worker threads [default: all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all' -r -F
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l json -d 'Print JSON, one object per puzzle per line (short for --output-format json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l any -d 'Print the first solution found instead of the lexicographically smallest (fastest)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l count -d 'Print the number of solutions, counting up to --limit (default 2)'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -l all -d 'Print every solution up to --limit (default 1000), in lexicographic order'
complete -c sudoku -n "__fish_sudoku_using_subcommand solve" -s q -l quiet -d 'Print no summary at the end (messages about bad puzzles still appear)'
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
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s j -l threads -d 'Worker threads [default: all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all' -r -F
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -l json -d 'Print JSON, one object per puzzle per line, instead of `SOURCE:INDEX: STATUS` lines'
complete -c sudoku -n "__fish_sudoku_using_subcommand validate" -s q -l quiet -d 'Print no summary at the end (messages about bad puzzles still appear)'
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
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s t -l to -l output-format -d 'The format to write; `same` keeps each input\'s format' -r -f -a "same\t'The format each input was read in'
compact\t'9 rows of 9 digits, 0 for a blank'
spaced\t'9 rows of 9 numbers separated by single spaces'
line\t'81 characters on one line, . for a blank'
grid\t'A boxed grid with +-------+ rules'
unicode\t'A grid drawn with Unicode box-drawing characters, · for a blank'
json\t'One JSON object per puzzle per line'
hodoku\t'HoDoKu library lines, :0000:x:PUZZLE:::'
pencilmark-line\t'The 729-character candidate line (a puzzle\'s initial candidates)'
pencilmark-grid\t'A boxed grid of candidate strings (a puzzle\'s initial candidates)'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s j -l threads -d 'Worker threads [default: all cores]. Output is identical for every number' -r
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l out-dir -d 'Write one result file per input file under DIR (mirroring paths below each INPUT directory; standard input becomes DIR/stdin) instead of standard output. Files appear whole or not at all' -r -F
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l progress -d 'Show a progress bar on standard error: `auto` only when it is a terminal' -r -f -a "auto\t'Only when standard error is a terminal'
always\t'Always, even when standard error is redirected'
never\t'Never'"
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -l json -d 'Print JSON, one object per puzzle per line (short for --to json)'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s q -l quiet -d 'Print no summary at the end (messages about bad puzzles still appear)'
complete -c sudoku -n "__fish_sudoku_using_subcommand format" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c sudoku -n "__fish_sudoku_using_subcommand completions" -s h -l help -d 'Print help'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format completions help" -f -a "solve" -d 'Solve puzzles: the lexicographically smallest solution unless told otherwise'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format completions help" -f -a "validate" -d 'Check puzzles or finished grids against the rules'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format completions help" -f -a "format" -d 'Convert puzzles between formats without solving them'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c sudoku -n "__fish_sudoku_using_subcommand help; and not __fish_seen_subcommand_from solve validate format completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
