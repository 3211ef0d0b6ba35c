//! The words for a board's shape, read and written in one place: [`BoxShape`] (`3x3`,
//! reading `3X3` and `3*2` too) and [`VariantKind`] (`standard`, `x`, `jigsaw`, `colour`,
//! or a combination joined by `+`, like `x+jigsaw`). The .sudoku text format, the
//! generator's parameters, share links, the command line and the app all use these.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::Variant;

/// The width and height of a board's boxes (the board is `width * height` cells wide).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoxShape {
    pub width: usize,
    pub height: usize,
}

/// A box shape that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("box {0:?}: expected WIDTHxHEIGHT, like 3x3 or 3x2")]
pub struct BadBoxShape(pub String);

impl fmt::Display for BoxShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for BoxShape {
    type Err = BadBoxShape;

    /// Reads `WxH`, `WXH` or `W*H` (spaces around the numbers allowed).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadBoxShape(text.to_string());
        let (width, height) = text.trim().split_once(['x', 'X', '*']).ok_or_else(bad)?;
        let width = width.trim().parse().map_err(|_| bad())?;
        let height = height.trim().parse().map_err(|_| bad())?;
        Ok(BoxShape { width, height })
    }
}

/// Which extra houses a board has, by name, without the jigsaw map itself: what a player
/// picks and what a text names. [`Variant`] adds the regions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VariantKind {
    /// X: both main diagonals are houses.
    pub diagonals: bool,
    /// Jigsaw: irregular regions replace the boxes.
    pub jigsaw: bool,
    /// Colour: the cells at the same position in every box form a house.
    pub colour: bool,
    /// Killer: cages with sums.
    pub killer: bool,
}

/// A variant name that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("variant {0:?}: expected standard, x, jigsaw, colour, killer, or a combination like x+jigsaw")]
pub struct UnknownVariant(pub String);

/// The canonical names, in the order they are written; their unique prefixes read too.
const CANONICAL: [&str; 5] = ["standard", "x", "jigsaw", "colour", "killer"];
/// Other spellings, read only in full.
const ALIASES: [(&str, &str); 4] =
    [("color", "colour"), ("classic", "standard"), ("diagonal", "x"), ("diagonals", "x")];

impl VariantKind {
    /// The variant with these houses and the given jigsaw regions (`None` also when
    /// jigsaw regions are still to be made), with no cages: a killer kind gets its cages
    /// with [`VariantKind::with_cages`].
    pub fn with_regions(self, regions: Option<Vec<u8>>) -> Variant {
        Variant { diagonals: self.diagonals, colour: self.colour, regions, cages: None }
    }

    /// [`VariantKind::with_regions`] with the killer cages too (`Some` makes a killer board).
    pub fn with_cages(self, regions: Option<Vec<u8>>, cages: Option<Vec<super::Cage>>) -> Variant {
        Variant { cages, ..self.with_regions(regions) }
    }

    fn add(&mut self, name: &str) {
        match name {
            "x" => self.diagonals = true,
            "jigsaw" => self.jigsaw = true,
            "colour" => self.colour = true,
            "killer" => self.killer = true,
            _ => {}
        }
    }
}

impl fmt::Display for VariantKind {
    /// "standard", or the kinds in the order killer, x, jigsaw, colour joined by `+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<&str> =
            [(self.killer, "killer"), (self.diagonals, "x"), (self.jigsaw, "jigsaw"), (self.colour, "colour")]
                .into_iter()
                .filter_map(|(on, name)| on.then_some(name))
                .collect();
        if parts.is_empty() {
            f.write_str("standard")
        } else {
            f.write_str(&parts.join("+"))
        }
    }
}

impl FromStr for VariantKind {
    type Err = UnknownVariant;

    /// Reads names joined by `+`, `,` or spaces, in any case and order: the canonical
    /// names or a unique prefix of them ("st", "col"), `color`, `classic`, `diagonal(s)`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || UnknownVariant(text.to_string());
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> =
            lower.split(|c: char| c == '+' || c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()).collect();
        if words.is_empty() {
            return Err(bad());
        }
        let mut kind = VariantKind::default();
        for word in words {
            let name = match ALIASES.iter().find(|(alias, _)| *alias == word) {
                Some((_, name)) => *name,
                None => match CANONICAL.iter().filter(|name| name.starts_with(word)).collect::<Vec<_>>()[..] {
                    [name] => name,
                    _ => return Err(bad()),
                },
            };
            kind.add(name);
        }
        Ok(kind)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn box_shapes_read_every_separator() {
        for text in ["3x2", "3X2", "3*2", " 3 x 2 "] {
            assert_eq!(text.parse(), Ok(BoxShape { width: 3, height: 2 }), "{text}");
        }
        for text in ["3", "x2", "3x", "3-2", "threexthree", "99999999999999999999x2"] {
            assert_eq!(text.parse::<BoxShape>(), Err(BadBoxShape(text.to_string())), "{text}");
        }
    }

    #[test]
    fn variants_read_both_spellings_and_write_one() {
        let colour = VariantKind { colour: true, ..VariantKind::default() };
        for text in ["colour", "color", "COLOR", "col", "c"] {
            assert_eq!(text.parse(), Ok(colour), "{text}");
        }
        assert_eq!(colour.to_string(), "colour");
        let all = VariantKind { diagonals: true, jigsaw: true, colour: true, killer: false };
        assert_eq!("color+jigsaw, X".parse(), Ok(all));
        assert_eq!(all.to_string(), "x+jigsaw+colour");
        let killer_x = VariantKind { diagonals: true, killer: true, ..VariantKind::default() };
        assert_eq!("x+killer".parse(), Ok(killer_x));
        assert_eq!("k".parse::<VariantKind>().map(|k| k.killer), Ok(true));
        assert_eq!(killer_x.to_string(), "killer+x");
        assert_eq!("classic".parse(), Ok(VariantKind::default()));
        assert_eq!("st".parse(), Ok(VariantKind::default()));
        assert_eq!("diagonals".parse::<VariantKind>().map(|k| k.diagonals), Ok(true));
        for text in ["", "+", "sideways", "x+sideways", "xx"] {
            assert_eq!(text.parse::<VariantKind>(), Err(UnknownVariant(text.to_string())), "{text}");
        }
    }

    #[test]
    fn variant_names_agree_with_the_kind() {
        let variant = Variant { diagonals: true, colour: true, regions: Some(vec![0; 4]), cages: None };
        assert_eq!(variant.kind(), VariantKind { diagonals: true, jigsaw: true, colour: true, killer: false });
        assert_eq!(variant.name(), "x+jigsaw+colour");
        assert_eq!(variant.kind().with_regions(None), Variant { regions: None, ..variant });
    }

    proptest! {
        #[test]
        fn box_shapes_round_trip(width in 0usize..1000, height in 0usize..1000) {
            let shape = BoxShape { width, height };
            prop_assert_eq!(shape.to_string().parse::<BoxShape>(), Ok(shape));
        }

        #[test]
        fn variant_kinds_round_trip(diagonals: bool, jigsaw: bool, colour: bool, killer: bool) {
            let kind = VariantKind { diagonals, jigsaw, colour, killer };
            prop_assert_eq!(kind.to_string().parse::<VariantKind>(), Ok(kind));
        }
    }
}
