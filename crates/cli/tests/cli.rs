//! The `sudoku` binary end to end: exact output lines and exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const HARD: &str = "4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......";
const SELF_SOLVING: &str = "37........852....71..57.4.9..435.9.893.....258.1.276..2.3.94..65....219........42";

fn sudoku(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().expect("stdin").write_all(stdin.as_bytes()).expect("write stdin");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout).lines().map(str::to_string).collect()
}

fn data(name: &str) -> String {
    format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn solve_prints_solutions_or_none_and_skips_comments() {
    let contradiction = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let input = format!("# a comment\n\n{HARD}\n{contradiction}\n");
    let output = sudoku(&["solve"], &input);
    assert_eq!(output.status.code(), Some(0));
    let lines = stdout(&output);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].len(), 81);
    assert!(lines[0].chars().zip(HARD.chars()).all(|(s, p)| p == '.' || s == p), "keeps the givens");
    assert!(!lines[0].contains('.'));
    assert_eq!(lines[1], "NONE");
}

#[test]
fn count_caps_at_the_limit() {
    let empty = ".".repeat(81);
    let input = format!("{SELF_SOLVING}\n{empty}\n");
    assert_eq!(stdout(&sudoku(&["count"], &input)), ["1", "2"]);
    assert_eq!(stdout(&sudoku(&["count", "--limit", "5"], &input)), ["1", "5"]);
    assert_eq!(stdout(&sudoku(&["count", "--limit=3"], &input)), ["1", "3"]);
}

#[test]
fn check_gives_a_verdict_or_says_where_the_error_is() {
    let duplicate = format!("11{}", ".".repeat(79));
    let bad_char = format!("1234{}x{}", ".".repeat(11), ".".repeat(0));
    let input = format!("{SELF_SOLVING}\n{}\n{duplicate}\n{}\n{bad_char}\n", ".".repeat(81), {
        let mut c = String::from("12345678.");
        c.push_str(&".".repeat(8));
        c.push('9');
        c.push_str(&".".repeat(63));
        c
    });
    let output = sudoku(&["check"], &input);
    assert_eq!(output.status.code(), Some(0));
    let lines = stdout(&output);
    assert_eq!(lines[0], "valid unique");
    assert_eq!(lines[1], "valid multiple");
    assert_eq!(lines[2], "error: -:3: digit 1 is given twice in row 1: row 1, column 1 and row 1, column 2");
    assert_eq!(lines[3], "no-solution");
    assert_eq!(lines[4], "error: -:5: line 1, column 16: bad character 'x'");
}

#[test]
fn box_option_reads_other_sizes() {
    // 6x6 with boxes 2 wide and 3 high.
    let puzzle = "12....34....56................................";
    let puzzle = &puzzle[..36];
    let output = sudoku(&["solve", "--box", "2x3"], &format!("{puzzle}\n"));
    assert_eq!(output.status.code(), Some(0));
    let lines = stdout(&output);
    assert_eq!(lines[0].len(), 36);
    assert!(lines[0].starts_with("12"));
    // Every spelling of a box shape reads the same, in every subcommand.
    for shape in ["3*2", "3X2"] {
        let output = sudoku(&["solve", "--box", shape], &format!("{puzzle}\n"));
        assert_eq!(output.status.code(), Some(0), "{shape}");
        assert_eq!(stdout(&output)[0].len(), 36, "{shape}");
    }
}

#[test]
fn file_format_reads_sudoku_text_files() {
    let output = sudoku(&["check", "--file-format", &data("jigsaw.sudoku")], "");
    assert_eq!(stdout(&output), ["valid unique"]);
    let output = sudoku(&["solve", "--file-format", &data("jigsaw.sudoku")], "");
    assert!(stdout(&output)[0].starts_with("6"));
}

#[test]
fn unreadable_input_exits_2_with_a_message() {
    let output = sudoku(&["solve", "/no/such/file"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read /no/such/file"));
    let output = sudoku(&["frobnicate"], "");
    assert_eq!(output.status.code(), Some(2));
    let output = sudoku(&["count", "--limit"], "");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn bad_puzzle_lines_are_reported_in_place_and_exit_1() {
    let output = sudoku(&["solve"], &format!("{}\n{HARD}\n", ".".repeat(80)));
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout(&output);
    assert_eq!(lines[0], "error: -:1: 80 cells do not make a board: the number of cells must be N x N for a board size N of 4 to 30 that has boxes of at least 2x2");
    assert_eq!(lines[1].len(), 81);
}

#[test]
fn a_time_budget_turns_an_endless_search_into_timeout_or_unknown() {
    // An empty 25x25 board: listing its solutions would never end, and a 5x5-box board
    // needs the generic search.
    let empty = ".".repeat(625);
    let input = format!("{empty}\n{SELF_SOLVING}\n");
    let budget = ["--box", "5x5", "--budget-ms", "50"];
    let count = sudoku(&[&["count", "--limit", "1000000000"], &budget[..]].concat(), &format!("{empty}\n"));
    assert_eq!(count.status.code(), Some(0));
    assert_eq!(stdout(&count), ["unknown"]);
    let classic = ["count", "--limit=1000000000", "--budget-ms=50"];
    assert_eq!(stdout(&sudoku(&classic, &format!("{}\n{SELF_SOLVING}\n", ".".repeat(81)))), ["unknown", "1"]);
    let check = sudoku(&["check", "--budget-ms", "1000"], &input[626..]);
    assert_eq!(stdout(&check), ["valid unique"], "a budget that suffices changes nothing");
}

#[test]
fn every_subcommand_has_help_and_the_binary_a_version() {
    for command in ["solve", "count", "check", "rate", "explain", "generate", "daily", "steps", "convert"] {
        let output = sudoku(&[command, "--help"], "");
        assert_eq!(output.status.code(), Some(0), "{command} --help");
        let help = String::from_utf8_lossy(&output.stdout);
        assert!(help.contains(&format!("Usage: sudoku {command}")), "{command} --help:\n{help}");
        assert!(help.contains("--help"), "{command} --help:\n{help}");
    }
    let explain = String::from_utf8_lossy(&sudoku(&["explain", "--help"], "").stdout).to_string();
    assert!(explain.contains("--svg <DIR>"), "{explain}");
    let generate = String::from_utf8_lossy(&sudoku(&["generate", "--help"], "").stdout).to_string();
    for flag in
        ["--exact", "--level <LEVEL>", "--format <FORMAT>", "--budget-ms <MS>", "--seed <PHRASE>", "thermometer+kropki"]
    {
        assert!(generate.contains(flag), "{flag} in\n{generate}");
    }
    let top = sudoku(&["--help"], "");
    assert_eq!(top.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&top.stdout).contains("generate"));
    let version = sudoku(&["--version"], "");
    assert_eq!(version.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&version.stdout).trim(), format!("sudoku {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn usage_errors_exit_2_and_say_what_was_wrong() {
    let cases: [(&[&str], &str); 8] = [
        (&["solve", "--frobnicate"], "--frobnicate"),
        (&["solve", "--box", "3"], "box \"3\""),
        (&["count", "--limit", "many"], "many"),
        (&["generate", "--level", "hard"], "hard"),
        (&["generate", "--variant", "sideways"], "sideways"),
        (&["explain"], "PUZZLE|FILE"),
        (&["daily", "2026-02-30"], "2026-02-30 is not a day"),
        (&["daily", "tomorrow"], "YYYY-MM-DD"),
    ];
    for (args, named) in cases {
        let output = sudoku(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(message.contains(named), "{args:?}: {message}");
    }
    let nothing = sudoku(&[], "");
    assert_eq!(nothing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&nothing.stderr).contains("Usage: sudoku"));
}

#[test]
fn an_over_long_line_is_refused_by_number_and_the_rest_answered() {
    let long = "1".repeat(10_000_000);
    let output = sudoku(&["solve"], &format!("{HARD}\n{long}\n{HARD}\n"));
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[1],
        "error: -:2: the line is longer than 65536 bytes, more than any puzzle or link needs; skipped"
    );
    assert_eq!(lines[0], lines[2]);
    let rate = sudoku(&["rate"], &format!("{long}\n"));
    assert_eq!(rate.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&rate.stderr).contains("<stdin>:1: the line is longer than 65536 bytes"));
}

#[test]
fn the_daily_puzzle_is_the_seeded_puzzle_of_its_date_at_its_weekday_level() {
    // 2026-11-24 is a Tuesday: Moderate.
    let daily = sudoku(&["daily", "2026-11-24", "--rate"], "");
    assert_eq!(daily.status.code(), Some(0), "{}", String::from_utf8_lossy(&daily.stderr));
    let line = stdout(&daily);
    let generated = sudoku(
        &["generate", "--seed", "daily 2026-11-24", "--level", "moderate", "--exact", "--format", "v2", "--rate"],
        "",
    );
    assert_eq!(line, stdout(&generated));
    assert_eq!(line.len(), 1);
    let columns: Vec<&str> = line[0].split('\t').collect();
    assert_eq!(columns[2], "Moderate", "{line:?}");
    let next_day = stdout(&sudoku(&["daily", "2026-11-25"], ""));
    assert_ne!(next_day[0], columns[0], "another date, another puzzle");
}

#[test]
fn the_daily_variant_is_the_seeded_variant_of_its_date_family_and_level() {
    // Friday 4 December 2026: XV with the negative rule, at Stinker as the classic puzzle,
    // made under format variant-v1 as every day before 14 December 2026.
    let daily = stdout(&sudoku(&["daily", "2026-12-04", "--variant"], ""));
    assert_eq!(daily[0], "# 2026-12-04 xv-negative, Stinker");
    let generated = sudoku(
        &[
            "generate",
            "--variant",
            "xv-negative",
            "--level",
            "stinker",
            "--seed",
            "daily variant 2026-12-04",
            "--variant-format",
            "variant-v1",
        ],
        "",
    );
    assert_eq!(daily[1..], stdout(&generated)[..]);
    assert!(daily.iter().any(|line| line.starts_with("rule: xv.")), "{daily:?}");
    // Saturday: the weekend brings the families made at Obscene only.
    let next_day = stdout(&sudoku(&["daily", "2026-12-05", "--variant"], ""));
    assert_eq!(next_day[0], "# 2026-12-05 entropic, Obscene");
}

/// `--variant-format` names the variant seed format; the latest is the default, and a
/// wrong one or one without `--variant` is refused with what is wrong.
#[test]
fn the_variant_format_is_chosen_by_name() {
    let args = ["generate", "--variant", "thermometer", "--level", "moderate", "--seed", "first light"];
    let latest = stdout(&sudoku(&args, ""));
    let v2 = stdout(&sudoku(&[&args[..], &["--variant-format", "variant-v2"]].concat(), ""));
    let v1 = stdout(&sudoku(&[&args[..], &["--variant-format", "variant-v1"]].concat(), ""));
    assert_eq!(latest, v2);
    assert_ne!(v1, v2, "variant-v2 pairs its givens, so 'first light' makes another puzzle");
    let wrong = sudoku(&[&args[..], &["--variant-format", "variant-v9"]].concat(), "");
    assert_ne!(wrong.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("unknown variant format"), "{wrong:?}");
    let classic = sudoku(&["generate", "--seed", "a", "--variant-format", "variant-v1"], "");
    assert_ne!(classic.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&classic.stderr).contains("add --variant"), "{classic:?}");
}

#[test]
fn killer_files_and_fpuzzles_documents_are_solved_and_checked() {
    let output = sudoku(&["check", "--file-format", &data("killer.sudoku")], "");
    assert_eq!(stdout(&output), ["valid unique"]);
    let solution = "148796253623548917975132648394215786816974325257863194469381572732459861581627439";
    let output = sudoku(&["solve", "--file-format", &data("killer.sudoku")], "");
    assert_eq!(stdout(&output), [solution]);
    // One document per line: the same killer as JSON, then compressed by the JavaScript lz-string.
    let output = sudoku(&["solve", "--fpuzzles", &data("killer_fpuzzles.txt")], "");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), [solution, solution]);
    let output = sudoku(
        &["count", "--fpuzzles"],
        "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}\n",
    );
    assert_eq!(stdout(&output), ["2"]);
    // A bad document is reported in place, with the reason, and the status is 1.
    let output = sudoku(&["check", "--fpuzzles"], "{\"size\":4}\n{\"size\":7,\"grid\":[]}\n");
    assert_eq!(output.status.code(), Some(0), "check answers every document");
    assert_eq!(
        stdout(&output),
        [
            "error: -:1: not an f-puzzles document: no grid",
            "error: -:2: size 7: this app plays boards of 4 to 16 digits with boxes of at least 2x2"
        ]
    );
    let output = sudoku(&["solve", "--fpuzzles"], "not a document at all\n");
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn rate_reads_killer_files_and_fpuzzles_documents() {
    let output = sudoku(&["rate", "--file-format", &data("killer.sudoku")], "");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let file = stdout(&output);
    assert_eq!(file.len(), 1);
    let fields: Vec<&str> = file[0].split('\t').collect();
    assert_eq!(fields.len(), 5, "{file:?}");
    assert_eq!(fields[0], ".".repeat(81), "a killer without givens");
    assert!(fields[1].parse::<u32>().is_ok() && ["logic", "guess"].contains(&fields[4]), "{file:?}");
    // The same killer as JSON and compressed: the same rating, one line per document.
    let output = sudoku(&["rate", "--fpuzzles", &data("killer_fpuzzles.txt")], "");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), [file[0].clone(), file[0].clone()]);
    // A bad document is reported on stderr with its place, and the status is 1.
    let output = sudoku(&["rate", "--fpuzzles"], "{\"size\":4}\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("-: not an f-puzzles document: no grid"));
}

#[test]
fn generate_killer_prints_the_puzzle_its_cages_and_sums() {
    let args = ["generate", "--variant", "killer", "--seed", "cages"];
    let output = sudoku(&args, "");
    assert_eq!(output.status.code(), Some(0));
    let lines = stdout(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].len(), 81);
    let map = lines[1].strip_prefix("cages:").expect("a cages line");
    assert_eq!(map.chars().count(), 81);
    let sums = lines[2].strip_prefix("sums:").expect("a sums line");
    let ids: std::collections::BTreeSet<char> = map.chars().collect();
    assert_eq!(sums.split(' ').count(), ids.len(), "a sum for every cage");
    let total: u32 =
        sums.split(' ').map(|entry| entry.split_once('=').expect("id=sum").1.parse::<u32>().expect("a number")).sum();
    assert_eq!(total, 405, "the cages cover the board: their sums make 9 x 45");
    assert_eq!(stdout(&sudoku(&args, "")), lines, "the same seed, the same killer");
    // The text the lines make, as a .sudoku file, has one solution.
    let rows: Vec<String> = lines[0].as_bytes().chunks(9).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
    let map_rows: Vec<String> = map.as_bytes().chunks(9).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
    let file = format!("type: killer\n{}\ncages:\n{}\nsums: {sums}\n", rows.join("\n"), map_rows.join("\n"));
    let path = std::env::temp_dir().join(format!("killer-{}.sudoku", std::process::id()));
    std::fs::write(&path, file).expect("a temporary file");
    let output = sudoku(&["check", "--file-format", &path.to_string_lossy()], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(stdout(&output), ["valid unique"]);
}

#[test]
fn steps_lists_every_step_with_difficulty_technique_and_effects() {
    let output = sudoku(&["steps", SELF_SOLVING], "");
    assert_eq!(output.status.code(), Some(0));
    let lines = stdout(&output);
    assert!(lines.len() > 3, "{lines:?}");
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert!(fields[0].parse::<f64>().is_ok(), "{line}");
        assert!(fields[2].split(' ').all(|e| e.starts_with('r') && (e.contains('=') || e.contains("<>"))), "{line}");
    }
    // Grouped by technique, easiest first: the singles lead.
    assert!(lines[0].contains("\tFull House\t") || lines[0].contains("\tHidden Single\t"), "{}", lines[0]);
    assert_eq!(sudoku(&["steps", "not a puzzle"], "").status.code(), Some(2));
}

#[test]
fn generate_with_a_technique_makes_it_the_hardest_step() {
    let output = sudoku(&["generate", "--technique", "x-wing", "--seed", "tea", "--rate"], "");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let lines = stdout(&output);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].split('\t').nth(3), Some("X-Wing"), "{}", lines[0]);
    assert_eq!(stdout(&sudoku(&["generate", "--technique", "X-Wing", "--seed", "tea", "--rate"], "")), lines);

    let unknown = sudoku(&["generate", "--technique", "Y-Wing"], "");
    assert_eq!(unknown.status.code(), Some(2));
    let message = String::from_utf8_lossy(&unknown.stderr);
    assert!(message.contains("unknown technique") && message.contains("Unique Rectangle Type 1"), "{message}");

    // Past its attempts the search goes on with the phrase's later attempts: one attempt
    // that makes no X-Wing is no longer the end.
    let args = ["generate", "--technique", "X-Wing", "--attempts", "1", "--seed", "trainer x-wing", "--rate"];
    let past = sudoku(&args, "");
    assert_eq!(past.status.code(), Some(0), "{}", String::from_utf8_lossy(&past.stderr));
    assert_eq!(stdout(&past)[0].split('\t').nth(3), Some("X-Wing"));

    let small = sudoku(&["generate", "--box", "2x2", "--technique", "Swordfish", "--seed", "tea"], "");
    assert_eq!(small.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&small.stderr).contains("does not make Swordfish puzzles"));
}

#[test]
fn generate_with_a_technique_follows_the_measured_offer_of_each_board() {
    // Naked Quad joined the classic board's offer.
    let quad = sudoku(&["generate", "--technique", "Naked Quad", "--seed", "tea", "--rate"], "");
    assert_eq!(quad.status.code(), Some(0), "{}", String::from_utf8_lossy(&quad.stderr));
    assert_eq!(stdout(&quad)[0].split('\t').nth(3), Some("Naked Quad"));
    // So did Hidden Quad, made in a framed box.
    let hidden = sudoku(&["generate", "--technique", "Hidden Quad", "--seed", "x", "--rate"], "");
    assert_eq!(hidden.status.code(), Some(0), "{}", String::from_utf8_lossy(&hidden.stderr));
    assert_eq!(stdout(&hidden)[0].split('\t').nth(3), Some("Hidden Quad"));
    // 6x6 X boards make finned fish, but never turned up a plain Swordfish.
    let finned = sudoku(
        &["generate", "--box", "3x2", "--variant", "x", "--technique", "Finned Swordfish", "--seed", "tea", "--rate"],
        "",
    );
    assert_eq!(finned.status.code(), Some(0), "{}", String::from_utf8_lossy(&finned.stderr));
    assert_eq!(stdout(&finned)[0].split('\t').nth(3), Some("Finned Swordfish"));
    let plain =
        sudoku(&["generate", "--box", "3x2", "--variant", "x", "--technique", "Swordfish", "--seed", "tea"], "");
    assert_eq!(plain.status.code(), Some(2));
    let message = String::from_utf8_lossy(&plain.stderr);
    assert!(message.contains("does not make Swordfish puzzles") && message.contains("Finned Swordfish"), "{message}");
}

#[test]
fn variant_documents_are_counted_solved_and_checked() {
    // A 4x4 with a thermometer along row 1: of the 288 grids, 12 keep it.
    let grid = "[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
    let thermo = format!(r#"{{"size":4,"grid":{grid},"thermometer":[{{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}}]}}"#);
    assert_eq!(stdout(&sudoku(&["count", "--fpuzzles", "--limit", "100"], &format!("{thermo}\n"))), ["12"]);
    // With a sandwich of 5 on column 1 (three grids) and a V on r3c1-r3c2: one grid.
    let more = thermo.replace(
        "}]}",
        r#"}],"sandwichsum":[{"cell":"R0C1","value":"5"}],"xv":[{"cells":["R3C1","R3C2"],"value":"V"}]}"#,
    );
    let output = sudoku(&["check", "--fpuzzles"], &format!("{more}\n"));
    assert_eq!(stdout(&output), ["valid unique"], "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(stdout(&sudoku(&["solve", "--fpuzzles"], &format!("{more}\n"))), ["1234341223414123"]);
}

#[test]
fn convert_keeps_a_documents_title_author_rules_and_solution_where_the_format_has_a_place() {
    let json = r#"{"size":4,"title":"Little Thermo","author":"A. Setter","ruleset":"Digits rise along thermometers.",
        "solution":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1],
        "grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}]}"#
        .replace('\n', "");
    let convert = |args: &[&str], input: &str| sudoku(&[&["convert", "--fpuzzles"], args].concat(), input);
    for to in ["fpuzzles", "sudokupad"] {
        let out = convert(&["--to", to], &json);
        assert_eq!(out.status.code(), Some(0), "{to}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stderr.is_empty(), "{to}: nothing is dropped");
        // Read back as f-puzzles JSON: the words and the solution are there.
        let back = convert(&["--to", "fpuzzles"], String::from_utf8_lossy(&out.stdout).trim());
        let back = String::from_utf8_lossy(&back.stdout).to_string();
        for words in
            [r#""title":"Little Thermo""#, r#""author":"A. Setter""#, r#""ruleset":"Digits rise along thermometers.""#]
        {
            assert!(back.contains(words), "{to}: {words} in {back}");
        }
        assert!(back.contains(r#""solution":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1]"#), "{to}: {back}");
    }
    let out = convert(&["--to", "sudoku"], &json);
    assert_eq!(out.status.code(), Some(0));
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(note.starts_with("note: -: the title, author, rules text and solution are not kept"), "{note}");

    // This app's link keeps the words (not the solution, which the puzzle gives again),
    // and reads back as a line of any command, without a flag.
    let out = convert(&["--to", "link"], &json);
    assert_eq!(out.status.code(), Some(0));
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(note.starts_with("note: -: the solution is not kept"), "{note}");
    let link = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(link.contains("~title=Little%20Thermo~author=A.%20Setter~ruleset=Digits%20rise"), "{link}");
    let back = sudoku(&["convert", "--to", "fpuzzles"], &format!("https://example.org/sudoku/{link}\n"));
    let back = String::from_utf8_lossy(&back.stdout).to_string();
    for words in
        [r#""title":"Little Thermo""#, r#""author":"A. Setter""#, r#""ruleset":"Digits rise along thermometers.""#]
    {
        assert!(back.contains(words), "{words} in {back}");
    }
    let seed = sudoku(
        &["count"],
        "#s=v2~box=3x3~variant=standard~symmetry=none~level=easy~exact=false~attempts=9~phrase=tea\n",
    );
    assert_eq!(seed.status.code(), Some(1));
    assert!(stdout(&seed)[0].contains("a seed link makes a puzzle from a phrase"), "{:?}", stdout(&seed));
}

#[test]
fn links_are_read_as_puzzles_without_a_flag() {
    let corpus = format!("{}/../engine/tests/data/variants/", env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| std::fs::read_to_string(format!("{corpus}{name}")).expect("the variant corpus");
    let (links, solutions) = (read("fpuzzles_links.txt"), read("solutions.txt"));
    // The f-puzzles links of thermometers, whispers and killer cages, each as its line.
    let picked: Vec<usize> = vec![3, 4, 10];
    let input: String = picked.iter().map(|&i| format!("{}\n", links.lines().nth(i).expect("a line"))).collect();
    let solved = sudoku(&["solve"], &input);
    assert_eq!(solved.status.code(), Some(0), "{}", String::from_utf8_lossy(&solved.stderr));
    let expected: Vec<&str> = picked.iter().map(|&i| solutions.lines().nth(i).expect("a solution")).collect();
    assert_eq!(stdout(&solved), expected);
    let counted = sudoku(&["count"], &input);
    assert_eq!(stdout(&counted), vec!["1"; 3]);
    let broken = sudoku(&["solve"], "https://www.f-puzzles.com/?load=NotAPuzzle\n");
    assert_eq!(broken.status.code(), Some(1));
    assert!(stdout(&broken)[0].starts_with("error: -:1: "), "{:?}", stdout(&broken));
}

#[test]
fn convert_carries_a_variant_puzzle_through_every_format_unchanged() {
    let corpus = format!("{}/../engine/tests/data/variants/fpuzzles_links.txt", env!("CARGO_MANIFEST_DIR"));
    let links = std::fs::read_to_string(corpus).expect("the variant corpus");
    let thermometers = links.lines().next().expect("a thermometer puzzle");
    let convert = |args: &[&str], input: &str| {
        let output = sudoku(&[&["convert"], args].concat(), input);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8_lossy(&output.stdout).to_string()
    };
    let link = convert(&["--fpuzzles", "--to", "link"], thermometers);
    assert!(link.starts_with("#p=v1~box=3x3~variant=standard~givens="), "{link}");
    assert!(link.contains("~rules=thermometer.r1c2r2c3_"), "{link}");
    let text = convert(&["--fpuzzles", "--to", "sudoku"], thermometers);
    assert_eq!(text.lines().filter(|l| l.starts_with("rule: thermometer.")).count(), 18, "{text}");
    // The .sudoku text has no place for the title, author and rules text; the rules stay.
    let (bare, words) = link.split_once("~title=").expect("the link keeps the title");
    assert!(words.contains("~author=Philip%20Newman~ruleset=Normal%20sudoku%20rules"), "{link}");
    let json = convert(&["--file-format", "--to", "fpuzzles"], &text);
    assert!(json.trim_start().starts_with('{'), "{json}");
    assert_eq!(convert(&["--fpuzzles", "--to", "link"], &json).trim(), bare);
    let pad = convert(&["--fpuzzles", "--to", "sudokupad"], &json);
    assert!(pad.starts_with("https://sudokupad.app/fpuzzles"), "{pad}");
    assert_eq!(convert(&["--fpuzzles", "--to", "link"], pad.trim()).trim(), bare);
    assert_eq!(convert(&["--to", "link"], &link), link, "a link line reads back as itself");

    let bad = sudoku(&["convert", "--to", "sudoku"], &format!("{HARD}\nnot a puzzle\n"));
    assert_eq!(bad.status.code(), Some(1));
    let lines = stdout(&bad);
    assert_eq!(lines[0], "type: standard");
    assert!(lines.last().is_some_and(|l| l.starts_with("error: -:2: ")), "{lines:?}");
}

#[test]
fn rate_explain_and_steps_read_a_variant_puzzles_constraints() {
    let corpus = format!("{}/../engine/tests/data/variants/fpuzzles_links.txt", env!("CARGO_MANIFEST_DIR"));
    let links = std::fs::read_to_string(corpus).expect("the variant corpus");
    let thermometers = links.lines().nth(3).expect("a thermometer puzzle with givens");
    let rated = sudoku(&["rate", "--fpuzzles"], thermometers);
    assert_eq!(rated.status.code(), Some(0), "{}", String::from_utf8_lossy(&rated.stderr));
    let line = String::from_utf8_lossy(&rated.stdout).to_string();
    assert!(line.trim_end().ends_with("\tlogic"), "solved by logic: {line}");
    let se = sudoku(&["rate", "--fpuzzles", "--scale", "se"], thermometers);
    assert_eq!(se.status.code(), Some(1), "no SE rating of a variant: {}", String::from_utf8_lossy(&se.stdout));
    let text =
        String::from_utf8_lossy(&sudoku(&["convert", "--fpuzzles", "--to", "sudoku"], thermometers).stdout).to_string();
    let file = std::env::temp_dir().join(format!("sudoku-cli-thermometers-{}.sudoku", std::process::id()));
    std::fs::write(&file, text).expect("a temporary file");
    let path = file.to_str().expect("a UTF-8 path");
    let explained = sudoku(&["explain", path], "");
    assert_eq!(explained.status.code(), Some(0), "{}", String::from_utf8_lossy(&explained.stderr));
    let report = String::from_utf8_lossy(&explained.stdout).to_string();
    assert!(report.contains(". Thermometer r"), "{report}");
    assert!(report.contains("  X Constraint Rule ("), "{report}");
    assert!(report.contains("solved by logic:"), "{report}");
    let steps = sudoku(&["steps", path], "");
    assert_eq!(steps.status.code(), Some(0));
    let listed = String::from_utf8_lossy(&steps.stdout).to_string();
    assert!(listed.lines().any(|l| l.starts_with("2.3\tConstraint Rule\t")), "{listed}");
    let _ = std::fs::remove_file(file);

    // The link itself reads too, as an argument or in a file; the same report.
    let linked = sudoku(&["explain", thermometers], "");
    assert_eq!(String::from_utf8_lossy(&linked.stdout), report, "{}", String::from_utf8_lossy(&linked.stderr));
    let listed_from_link = sudoku(&["steps", thermometers], "");
    assert_eq!(String::from_utf8_lossy(&listed_from_link.stdout), listed);
    let broken = sudoku(&["explain", "https://www.f-puzzles.com/?load=not-lz-string"], "");
    assert_eq!(broken.status.code(), Some(2), "unreadable input, as for any other");
    assert!(String::from_utf8_lossy(&broken.stderr).contains("not an f-puzzles document"), "{broken:?}");

    // When logic stalls, explain says so plainly before the guesses.
    let stalled = links.lines().next().expect("a thermometer puzzle without givens");
    let file = std::env::temp_dir().join(format!("sudoku-cli-stalled-{}.txt", std::process::id()));
    std::fs::write(&file, stalled).expect("a temporary file");
    let explained = sudoku(&["explain", file.to_str().expect("a UTF-8 path")], "");
    let report = String::from_utf8_lossy(&explained.stdout).to_string();
    assert!(report.contains("Brute Force: no logical strategy applies here"), "{report}");
    assert!(report.contains("solved with brute force:"), "{report}");
    let _ = std::fs::remove_file(file);
}

#[test]
fn rate_prints_the_level_of_the_se_band_and_the_engines_score() {
    // SE 6.4 (tests/data/se_rated_sample.tsv): Stinker on SE's scale, while its hardest
    // step by the engine's own values (5.8 and up) would have made it Nightmare.
    let puzzle = "..91.42..8...9...6..4...9..96.....45.3.....7..2..6..8............19827..2..3.7..1";
    let rated = stdout(&sudoku(&["rate"], &format!("{puzzle}\n")));
    let columns: Vec<&str> = rated[0].split('\t').collect();
    assert_eq!((columns[0], columns[2], columns[4]), (puzzle, "Stinker", "logic"), "{rated:?}");
    let score: u32 = columns[1].parse().expect("a score");
    assert!(score >= 5_800, "the engine's score stays: {score}");
    assert_eq!(stdout(&sudoku(&["rate", "--scale", "se"], &format!("{puzzle}\n")))[0].split('\t').nth(1), Some("6.4"));
    // On every puzzle, the level column is the band of the SE rating `--scale se` prints.
    let corpus = format!("{}/../engine/tests/data/se_rated_sample.tsv", env!("CARGO_MANIFEST_DIR"));
    let sample = std::fs::read_to_string(corpus).expect("the SE-rated sample");
    let input: String = sample.lines().filter(|l| !l.starts_with('#')).step_by(10).map(|l| format!("{l}\n")).collect();
    let levels = stdout(&sudoku(&["rate"], &input));
    let se = stdout(&sudoku(&["rate", "--scale", "se"], &input));
    assert_eq!((levels.len(), se.len()), (20, 20));
    for (level, se) in levels.iter().zip(&se) {
        let tenths = (se.split('\t').nth(1).and_then(|v| v.parse::<f64>().ok()).expect("an SE rating") * 10.0).round();
        let band = sudoku_engine::Level::for_se(tenths as u32);
        assert_eq!(level.split('\t').nth(2), Some(band.name()), "{level} / {se}");
    }
}
