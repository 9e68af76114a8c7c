//! `sudoku man`: the manual page in roff, generated from the clap definition with clap_mangen,
//! so it never drifts from the real options (the committed doc/sudoku.1 is tested for that).
//!
//! One page holds everything: the top-level synopsis and options, then a section per command
//! with its synopsis, its option groups as subsections, and its examples.

use clap::Args;
use clap_mangen::Man;

use super::exit::Exit;
use super::sink::Sink;
use super::stdio;

#[derive(Debug, Args)]
#[command(after_long_help = "Examples:
  sudoku man | man -l -
  sudoku man > ~/.local/share/man/man1/sudoku.1")]
pub struct ManArgs {}

/// Prints the manual page of `command` (the whole command line's definition).
/// Standard output closed or failing is an error that says so, as for every command.
pub fn run(_args: ManArgs, command: clap::Command) -> anyhow::Result<Exit> {
    stdio::check_stdout_open()?;
    Sink::stdout().write(&page(command))?;
    Ok(Exit::Success)
}

/// The manual page of `command`, in roff.
pub fn page(mut command: clap::Command) -> Vec<u8> {
    // Building gives every subcommand its full name (`sudoku solve`) for its synopsis.
    command.build();
    let mut page = Vec::new();
    let top = Man::new(command.clone()).manual("User Commands");
    // Writing into a Vec cannot fail.
    let _ = top.render_title(&mut page);
    let _ = top.render_name_section(&mut page);
    let _ = top.render_synopsis_section(&mut page);
    let _ = top.render_description_section(&mut page);
    let _ = top.render_options_section(&mut page);
    // Every command is described on this page, not on pages of its own as clap_mangen's
    // SUBCOMMANDS section would have it.
    let commands: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
        .collect();
    section(&mut page, "SH", "COMMANDS");
    for sub in &commands {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        let name = escape(sub.get_bin_name().unwrap_or(sub.get_name()));
        // A command's other names (`convert` for `format`) are typed as often as its own.
        let aliases: String = sub
            .get_visible_aliases()
            .map(|alias| format!(", \\fBsudoku {}\\fR", escape(alias)))
            .collect();
        let entry = format!(".TP\n\\fB{name}\\fR{aliases}\n{}\n", escape(&about));
        page.extend_from_slice(entry.as_bytes());
    }
    for sub in commands {
        let name = sub.get_bin_name().unwrap_or(sub.get_name()).to_uppercase();
        section(&mut page, "SH", &name);
        let man = Man::new(sub.clone());
        let mut parts = Vec::new();
        let _ = man.render_description_section(&mut parts);
        let _ = man.render_synopsis_section(&mut parts);
        let _ = man.render_options_section(&mut parts);
        page.extend_from_slice(&demote_sections(&parts));
        if let Some(after) = sub.get_after_long_help() {
            blocks(&mut page, "SS", &after.to_string());
        }
    }
    if let Some(after) = command.get_after_long_help() {
        blocks(&mut page, "SH", &after.to_string());
    }
    let _ = top.render_version_section(&mut page);
    page
}

/// A command's own sections become subsections of its section; its description needs no
/// heading of its own.
fn demote_sections(roff: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(roff);
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if line == ".SH DESCRIPTION" {
            continue;
        }
        match line.strip_prefix(".SH ") {
            Some(heading) => out.push_str(&format!(".SS {}\n", title_case(heading))),
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out.into_bytes()
}

/// `OPTIONS` → `Options`, for subsection headings.
fn title_case(heading: &str) -> String {
    let heading = heading.trim_matches('"');
    let mut chars = heading.chars();
    match chars.next() {
        Some(first) => first.to_string() + &chars.as_str().to_lowercase(),
        None => String::new(),
    }
}

/// Help blocks (a heading line ending in `:`, then indented lines) as roff sections of
/// `level` (`SH` or `SS`), their lines kept as they are.
fn blocks(page: &mut Vec<u8>, level: &str, text: &str) {
    let mut open = false;
    for line in text.lines() {
        let is_heading = !line.starts_with(' ') && line.ends_with(':');
        if is_heading {
            if open {
                page.extend_from_slice(b".fi\n");
            }
            let heading = line.trim_end_matches(':');
            let heading = match level {
                "SH" => heading.to_uppercase(),
                _ => heading.to_string(),
            };
            section(page, level, &heading);
            page.extend_from_slice(b".nf\n");
            open = true;
        } else if open && !line.trim().is_empty() {
            page.extend_from_slice(escape(line.strip_prefix("  ").unwrap_or(line)).as_bytes());
            page.push(b'\n');
        }
    }
    if open {
        page.extend_from_slice(b".fi\n");
    }
}

fn section(page: &mut Vec<u8>, level: &str, heading: &str) {
    page.extend_from_slice(format!(".{level} \"{}\"\n", escape(heading)).as_bytes());
}

/// Text safe in a roff line: backslashes and hyphens escaped (so `--json` is not a dash), and
/// a leading `.` or `'` kept from being read as a request.
fn escape(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_blocks_become_sections_of_unfilled_lines() {
        let mut page = Vec::new();
        blocks(
            &mut page,
            "SH",
            "Examples:\n  sudoku solve -j 2 x\n\nExit status:\n  0    ok\n",
        );
        let page = String::from_utf8(page).unwrap();
        assert_eq!(
            page,
            ".SH \"EXAMPLES\"\n.nf\nsudoku solve \\-j 2 x\n.fi\n.SH \"EXIT STATUS\"\n.nf\n0    ok\n.fi\n"
        );
    }
}
