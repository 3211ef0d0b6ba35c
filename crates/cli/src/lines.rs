//! Reading input a line at a time without trusting it: a line longer than any puzzle
//! needs is refused (and skipped) without being held in memory, and a whole file is read
//! only up to a bound.

use std::fmt;
use std::io::{BufRead, ErrorKind, Read};

/// The longest line read: a 30x30 board is 900 cells, and its longest accepted form
/// (multi-byte symbols, separators, the columns `sudoku rate` writes after it) stays
/// well within this; so does a share link with a page of rules text (32,768 characters
/// at most) or an f-puzzles link.
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// The largest whole file read (`--file-format`, `explain FILE`): the rows of a 30x30
/// board and its shape map, with options and comments, are far smaller.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// Why a line was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// Longer than [`MAX_LINE_BYTES`].
    TooLong,
    /// Not UTF-8 text.
    NotText,
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::TooLong => {
                write!(f, "the line is longer than {MAX_LINE_BYTES} bytes, more than any puzzle or link needs; skipped")
            }
            LineProblem::NotText => f.write_str("the line is not UTF-8 text"),
        }
    }
}

/// The lines of a reader, numbered from 1, each at most [`MAX_LINE_BYTES`] long.
#[derive(Debug)]
pub struct BoundedLines<R> {
    reader: R,
    number: usize,
    buffer: Vec<u8>,
}

impl<R: BufRead> BoundedLines<R> {
    pub fn new(reader: R) -> Self {
        BoundedLines { reader, number: 0, buffer: Vec::new() }
    }

    /// The next line (without its line ending) and its number, or why it was refused;
    /// `None` at the end of the input.
    pub fn next_line(&mut self) -> std::io::Result<Option<(usize, Result<&str, LineProblem>)>> {
        self.buffer.clear();
        let mut too_long = false;
        let mut read_any = false;
        loop {
            let available = match self.reader.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                break;
            }
            read_any = true;
            let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
                Some(end) => (end + 1, true),
                None => (available.len(), false),
            };
            let content = &available[..if ended { taken - 1 } else { taken }];
            if !too_long {
                if self.buffer.len() + content.len() > MAX_LINE_BYTES {
                    too_long = true;
                    self.buffer = Vec::new();
                } else {
                    self.buffer.extend_from_slice(content);
                }
            }
            self.reader.consume(taken);
            if ended {
                break;
            }
        }
        if !read_any {
            return Ok(None);
        }
        self.number += 1;
        if too_long {
            return Ok(Some((self.number, Err(LineProblem::TooLong))));
        }
        let line = std::str::from_utf8(&self.buffer).map_err(|_| LineProblem::NotText);
        Ok(Some((self.number, line.map(|l| l.strip_suffix('\r').unwrap_or(l)))))
    }
}

/// Reads all of `reader` as text, refusing more than [`MAX_FILE_BYTES`].
pub fn read_bounded(reader: impl Read) -> std::io::Result<String> {
    let mut text = String::new();
    reader.take(MAX_FILE_BYTES + 1).read_to_string(&mut text)?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(std::io::Error::new(
            ErrorKind::InvalidData,
            format!("larger than {MAX_FILE_BYTES} bytes, more than any puzzle file needs"),
        ));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &[u8]) -> Vec<(usize, Result<String, LineProblem>)> {
        let mut lines = BoundedLines::new(std::io::BufReader::with_capacity(16, text));
        let mut out = Vec::new();
        while let Some((number, line)) = lines.next_line().expect("reading memory works") {
            out.push((number, line.map(str::to_string)));
        }
        out
    }

    #[test]
    fn lines_are_numbered_and_lose_their_endings() {
        let lines = all(b"one\r\ntwo\n\nlast");
        let expected = [(1, "one"), (2, "two"), (3, ""), (4, "last")].map(|(n, l)| (n, Ok(l.to_string())));
        assert_eq!(lines, expected);
        assert!(all(b"").is_empty());
    }

    #[test]
    fn an_over_long_line_is_refused_and_the_next_one_read() {
        let mut text = vec![b'.'; MAX_LINE_BYTES + 1];
        text.extend_from_slice(b"\nnext\n");
        text.extend(vec![b'1'; MAX_LINE_BYTES]);
        let lines = all(&text);
        assert_eq!(lines[0], (1, Err(LineProblem::TooLong)));
        assert_eq!(lines[1], (2, Ok("next".to_string())));
        assert_eq!(lines[2].1.as_ref().map(String::len), Ok(MAX_LINE_BYTES), "the longest line is read");
        assert_eq!(all(b"ok\n\xff\xfe\n")[1], (2, Err(LineProblem::NotText)));
    }

    #[test]
    fn an_over_long_line_is_never_held_in_memory() {
        let mut text = vec![b'7'; 10_000_000];
        text.extend_from_slice(b"\nnext");
        let mut lines = BoundedLines::new(&text[..]);
        let (number, line) = lines.next_line().expect("memory reads").expect("a line");
        assert_eq!((number, line), (1, Err(LineProblem::TooLong)));
        assert!(lines.buffer.capacity() <= MAX_LINE_BYTES, "{} bytes kept", lines.buffer.capacity());
        assert_eq!(lines.next_line().expect("memory reads"), Some((2, Ok("next"))));
        assert!(lines.buffer.capacity() <= MAX_LINE_BYTES);
    }

    #[test]
    fn a_whole_file_is_read_up_to_the_bound() {
        assert_eq!(read_bounded(&b"type: x\n"[..]).expect("small"), "type: x\n");
        let huge = std::io::repeat(b'.').take(MAX_FILE_BYTES + 10);
        assert_eq!(read_bounded(huge).map_err(|e| e.kind()), Err(ErrorKind::InvalidData));
    }
}
