//! The engine's layers, as ARCHITECTURE.md writes them down ("The engine's layers"): a
//! module may use only the modules of its own layer and the layers below it, the modules
//! never use each other in a circle, and neither do the parts of any module (those of
//! `generate/`, `game/`, `logic/`, `render/` and the rest, however deep).
//!
//! The source is read as text: every `crate::` path outside comments and test code
//! (`#[cfg(test)]` items and the files they declare) is a use of the module it names; a
//! name re-exported at the crate's root (`crate::Cell`) is a use of the module that
//! `lib.rs` takes it from. Inside a module, `super::` paths resolve from the file's place.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path inside the crate: `["generate", "trainer", "offer"]`.
type ModulePath = Vec<String>;

/// A use of a module: who uses it, where, and the path used (from the crate's root).
struct Use {
    file: String,
    line: usize,
    from: ModulePath,
    to: ModulePath,
}

fn engine_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The layers named under the heading "The engine's layers" of ARCHITECTURE.md: the first
/// fenced block after it, one layer a line from the bottom up, the modules of a layer
/// separated by `/`.
fn documented_layers() -> Vec<Vec<String>> {
    let path = engine_dir().join("../../ARCHITECTURE.md");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines().skip_while(|l| !(l.starts_with('#') && l.ends_with("The engine's layers")));
    assert!(lines.next().is_some(), "ARCHITECTURE.md has no heading \"The engine's layers\"");
    let block: Vec<&str> =
        lines.skip_while(|l| !l.starts_with("```")).skip(1).take_while(|l| !l.starts_with("```")).collect();
    let layers: Vec<Vec<String>> = block
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split('/').map(|m| m.trim().to_string()).collect())
        .collect();
    assert!(layers.len() > 2, "the layers block under \"The engine's layers\" is empty");
    layers
}

/// Every `.rs` file under `dir`, with its module path.
fn source_files(src: &Path, dir: &Path, out: &mut Vec<(PathBuf, ModulePath)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            source_files(src, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(src).expect("under src");
            let mut module: ModulePath = relative.iter().map(|part| part.to_string_lossy().to_string()).collect();
            let last = module.pop().expect("a file name");
            if last != "mod.rs" && last != "lib.rs" {
                module.push(last.trim_end_matches(".rs").to_string());
            }
            out.push((path, module));
        }
    }
}

/// The lines of `text` that are not test code, with their numbers, comments cut off; and
/// the modules declared test-only (`#[cfg(test)] mod name;`).
fn code_lines(text: &str) -> (Vec<(usize, String)>, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let (mut kept, mut test_modules) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.trim() == "#[cfg(test)]" {
            let mut item = i + 1;
            while item < lines.len() && lines[item].trim_start().starts_with("#[") {
                item += 1;
            }
            let Some(declared) = lines.get(item) else { break };
            let trimmed = declared.trim();
            if let Some(name) = trimmed.strip_prefix("mod ").and_then(|rest| rest.strip_suffix(';')) {
                test_modules.push(name.trim().to_string());
            }
            if trimmed.ends_with(';') {
                i = item + 1;
                continue;
            }
            let indent = &declared[..declared.len() - declared.trim_start().len()];
            let close = format!("{indent}}}");
            i = (item + 1..lines.len()).find(|&j| lines[j] == close).map_or(lines.len(), |j| j + 1);
            continue;
        }
        let mut code = line.split("//").next().unwrap_or("").to_string();
        let number = i + 1;
        // A `use` written over several lines is read as one.
        if code.trim_start().starts_with("use ") || code.trim_start().starts_with("pub") && code.contains(" use ") {
            while !code.contains(';') && i + 1 < lines.len() {
                i += 1;
                code.push_str(lines[i].split("//").next().unwrap_or(""));
            }
        }
        if !code.trim().is_empty() {
            kept.push((number, code));
        }
        i += 1;
    }
    (kept, test_modules)
}

/// The first segments of each path of a `{...}` group starting at `text[0] == '{'`, each
/// followed by its own segments up to the next `{`, `,` or `}` at the group's depth.
fn group_paths(text: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for ch in text.chars() {
        match ch {
            '{' => {
                depth += 1;
                if depth > 1 {
                    current.push(ch);
                }
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    paths.push(std::mem::take(&mut current));
                    break;
                }
                current.push(ch);
            }
            ',' if depth == 1 => paths.push(std::mem::take(&mut current)),
            _ => current.push(ch),
        }
    }
    paths.iter().map(|p| segments(p.trim())).filter(|p| !p.is_empty()).collect()
}

/// The plain segments at the start of a path: `a::b::{c}` gives `[a, b]`, `a::f(x)` gives
/// `[a, f]`.
fn segments(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in path.split("::") {
        let name: String = part.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name.is_empty() {
            break;
        }
        let whole = name.len() == part.len();
        out.push(name);
        if !whole {
            break;
        }
    }
    out
}

/// Every path that starts with `prefix` (`crate::` or `super::`) in `code`, as the
/// segments after it; a group (`crate::{a, b::c}`) gives one path per member, and
/// `super::super::x` gives `["super", "x"]`.
fn paths_after(code: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find(prefix) {
        let at = from + found;
        from = at + prefix.len();
        let before = code[..at].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let after = &code[from..];
        if after.starts_with('{') {
            out.extend(group_paths(after));
        } else {
            let path = segments(after);
            if !path.is_empty() {
                out.push(path);
            }
        }
    }
    out
}

/// The names `lib.rs` re-exports at the root, with the module each comes from.
fn root_names(lib: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    let (lines, _) = code_lines(lib);
    for (_, line) in lines {
        let Some(rest) = line.trim().strip_prefix("pub use ") else { continue };
        let Some((module, items)) = rest.split_once("::") else { continue };
        let items = items.trim_end_matches(';').trim_start_matches('{').trim_end_matches('}');
        for item in items.split(',') {
            let item = item.trim();
            let name = item.rsplit(" as ").next().unwrap_or(item).trim();
            if !name.is_empty() {
                names.insert(name.to_string(), module.to_string());
            }
        }
    }
    names
}

/// Every use of a module in the engine's source (test code left out), and every module.
fn engine_uses() -> (Vec<Use>, BTreeSet<ModulePath>) {
    let src = engine_dir().join("src");
    let mut files = Vec::new();
    source_files(&src, &src, &mut files);
    let lib = fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let roots = root_names(&lib);
    let modules: BTreeSet<ModulePath> = files.iter().map(|(_, m)| m.clone()).collect();
    let mut test_files: BTreeSet<ModulePath> = BTreeSet::new();
    let mut uses = Vec::new();
    for (path, module) in &files {
        let text = fs::read_to_string(path).expect("a source file");
        let (lines, tests) = code_lines(&text);
        for name in tests {
            let mut child = module.clone();
            child.push(name);
            test_files.insert(child);
        }
        let file = path.strip_prefix(&src).expect("under src").display().to_string();
        for (number, code) in lines {
            for path in paths_after(&code, "crate::") {
                let to = match roots.get(&path[0]) {
                    Some(root) if !modules.contains(&vec![path[0].clone()]) => vec![root.clone()],
                    _ => path,
                };
                uses.push(Use { file: file.clone(), line: number, from: module.clone(), to });
            }
            {
                for path in paths_after(&code, "super::") {
                    let mut base = module.clone();
                    base.pop();
                    let mut rest = path.as_slice();
                    while rest.first().is_some_and(|s| s == "super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    base.extend(rest.iter().cloned());
                    uses.push(Use { file: file.clone(), line: number, from: module.clone(), to: base });
                }
            }
        }
    }
    // Files that are test modules (and everything under them) are test code.
    uses.retain(|u| !test_files.iter().any(|t| u.from.starts_with(t)));
    let modules = modules.into_iter().filter(|m| !test_files.iter().any(|t| m.starts_with(t))).collect();
    (uses, modules)
}

/// The longest prefix of `path` that is a module.
fn resolve(path: &[String], modules: &BTreeSet<ModulePath>) -> Option<ModulePath> {
    (1..=path.len()).rev().map(|n| path[..n].to_vec()).find(|p| modules.contains(p))
}

/// A circle in `edges` (each node's successors), if there is one.
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|n| n == next).unwrap_or(0);
                    let mut cycle = stack[from..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(cycle) = visit(next, edges, state, stack) {
                        return Some(cycle);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in edges.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(cycle) = visit(node, edges, &mut state, &mut Vec::new()) {
                return Some(cycle);
            }
        }
    }
    None
}

/// For every use between two modules: the module whose parts they are (their longest
/// common prefix) and the two parts (`None` when one module is inside the other).
fn sibling_edge(from: &[String], to: &[String]) -> Option<(ModulePath, String, String)> {
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    let (a, b) = (from.get(common)?, to.get(common)?);
    Some((from[..common].to_vec(), a.clone(), b.clone()))
}

#[test]
fn every_module_uses_only_its_layer_and_those_below() {
    let layers = documented_layers();
    let layer_of: BTreeMap<&str, usize> =
        layers.iter().enumerate().flat_map(|(i, layer)| layer.iter().map(move |m| (m.as_str(), i))).collect();
    let (uses, modules) = engine_uses();
    let top: BTreeSet<&str> = modules.iter().filter_map(|m| m.first()).map(String::as_str).collect();
    let documented: BTreeSet<&str> = layer_of.keys().copied().collect();
    assert_eq!(top, documented, "the modules of lib.rs and the layers of ARCHITECTURE.md differ");
    let mut wrong = Vec::new();
    for u in &uses {
        // lib.rs itself (no module) only re-exports.
        let (Some(from), Some(to)) = (u.from.first(), resolve(&u.to, &modules)) else { continue };
        let (from, to) = (from.as_str(), to[0].as_str());
        if layer_of[from] < layer_of[to] {
            wrong.push(format!(
                "{}:{}: {from} (layer {}) uses {to} (layer {})",
                u.file, u.line, layer_of[from], layer_of[to]
            ));
        }
    }
    assert!(wrong.is_empty(), "uses against the layer order:\n{}", wrong.join("\n"));
}

#[test]
fn no_modules_use_each_other_in_a_circle() {
    let (uses, modules) = engine_uses();
    let mut groups: BTreeMap<ModulePath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for u in &uses {
        let Some(to) = resolve(&u.to, &modules) else { continue };
        if let Some((parent, a, b)) = sibling_edge(&u.from, &to) {
            groups.entry(parent).or_default().entry(a).or_default().insert(b);
        }
    }
    // The crate's own modules, and the parts of every module however deep.
    let cycles: Vec<String> = groups
        .iter()
        .filter_map(|(parent, edges)| {
            find_cycle(edges).map(|c| format!("in crate::{}: {}", parent.join("::"), c.join(" -> ")))
        })
        .collect();
    assert!(cycles.is_empty(), "modules that use each other in a circle:\n{}", cycles.join("\n"));
    for parent in ["generate", "game", "logic", "render"] {
        assert!(groups.contains_key(&vec![parent.to_string()]), "the parts of {parent}/ were read");
    }
}

#[test]
fn the_reader_finds_uses_in_groups_nested_paths_and_root_names() {
    assert_eq!(
        paths_after("use crate::{digits::Cell, game::{Move, Rules}, Level};", "crate::"),
        [vec!["digits".to_string(), "Cell".to_string()], vec!["game".to_string()], vec!["Level".to_string()],]
    );
    assert_eq!(
        paths_after("let x = crate::generate::seed::below(rng, 3);", "crate::"),
        [vec!["generate".to_string(), "seed".to_string(), "below".to_string()]]
    );
    assert!(paths_after("let my_crate::x = 1;", "crate::").is_empty());
    let (lines, tests) = code_lines(
        "use a;\n#[cfg(test)]\nmod tests {\n    use crate::game;\n}\n#[cfg(test)]\nmod more;\nuse b; // crate::x\n",
    );
    assert_eq!(lines.iter().map(|(n, l)| (*n, l.trim())).collect::<Vec<_>>(), [(1, "use a;"), (8, "use b;")]);
    assert_eq!(tests, ["more"]);
    let roots = root_names("pub use rate::{rate, Level, Rating};\npub use digits::Cell;\n");
    assert_eq!(roots.get("Level").map(String::as_str), Some("rate"));
    assert_eq!(roots.get("Cell").map(String::as_str), Some("digits"));
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.entry("a".into()).or_default().insert("b".into());
    assert_eq!(find_cycle(&edges), None);
    edges.entry("b".into()).or_default().insert("a".into());
    assert!(find_cycle(&edges).is_some());
}
