//! What to generate: [`GenerateParams`], and its one-line text form used by the golden
//! file and the command line: `box=3x3 variant=x+jigsaw symmetry=rotate180 level=easy
//! exact=false attempts=100` (every key optional, in any order), plus `attempt=K` when
//! one attempt is to be remade exactly and `format=v2` for the generator that aims at the
//! level, `format=v3` for levels on Sudoku Explainer's scale, `format=v4` for v3 with the
//! trainer's newer aims (SEEDS.md); a text without
//! `format` is format v1, so every link made before v2 opens the same puzzle. `technique=x-wing` (a [`Strategy::slug`]) asks the trainer for a
//! puzzle whose hardest step is that technique (SEEDS.md, section 3c); a text without it
//! asks for a level, as before.
//!
//! [`GenerateParams::new`] is the one way the app and the command line make parameters:
//! the newest format and the one attempt budget ([`attempt_budget`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::symmetry::Symmetry;
use crate::geometry::{BadBoxShape, BoardKind, BoxShape, Geometry, UnknownVariant, VariantKind};
use crate::logic::Strategy;
use crate::rate::Level;

/// What the generator should make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateParams {
    /// Box size and variant. For jigsaw, either give the regions in
    /// `geometry.variant.regions` or leave them `None` and set [`GenerateParams::jigsaw`].
    /// For killer, `geometry.variant.cages` is `Some` (the cages drawn replace any given).
    pub geometry: Geometry,
    /// Generate fresh jigsaw regions for each attempt (used when `geometry.variant.regions`
    /// is `None`; ignored when regions are given).
    pub jigsaw: bool,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// The lowest acceptable level.
    pub min_level: Level,
    /// Accept only puzzles rated exactly `min_level`.
    pub exact: bool,
    /// The most attempts (a fresh solution grid and removal each) before giving up.
    pub max_attempts: u32,
    /// Remake exactly this attempt (from 1) of the phrase, rated but not searched: a seed
    /// link of a generated game carries it, so the link opens the same puzzle even after
    /// a change of the rater moves which attempt first reaches a level.
    pub attempt: Option<u32>,
    /// How a phrase becomes a puzzle (SEEDS.md): v1 removes givens while the solution
    /// stays unique and searches attempts for the level; v2 removes them while logic
    /// limited to the level still solves the puzzle; v3 aims much as v2 does and
    /// accepts a level by its band on Sudoku Explainer's scale (`super::se_levels`); v4
    /// is v3, but the trainer frames a jellyfish off the classic 9x9 board, builds
    /// jigsaw Dynamic Forcing Chains around a tridagon and frames a 16x16 box for the
    /// larger subsets.
    pub format: SeedFormat,
    /// Make a puzzle whose hardest step is this technique (the trainer,
    /// [`super::trainer`]) instead of one of a level: `min_level` and `exact` are then
    /// not used.
    pub technique: Option<Strategy>,
}

/// The version of the phrase-to-puzzle function (SEEDS.md, section 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SeedFormat {
    /// Givens removed while the solution stays unique; attempts searched for the level.
    V1,
    /// Givens removed while logic limited to the level asked still solves the puzzle.
    V2,
    /// Aimed as v2; a level is its band on Sudoku Explainer's scale ([`Level::se_band`]).
    V3,
    /// As v3; the trainer frames a jellyfish on 9x9 boards other than the classic one
    /// (`super::trainer::reserve::Reserve::FramedFish`), builds Dynamic Forcing Chain
    /// on the jigsaw board around a tridagon (`super::trainer::tridagon`) and frames a
    /// box for Large Hidden Subset and Large Naked Subset on 16x16.
    V4,
    /// As v4; the trainer gives BUG+1 on boards with diagonals back toward a bivalue
    /// grave (`super::trainer::give_back::toward_grave`).
    V5,
    /// As v5; a jigsaw board drawn around a solution takes more rounds
    /// ([`super::fill::around_rounds`]) and gives each refill a small node budget
    /// ([`super::fill::refill_budget`]), so a refill that gets lost ends sooner; the
    /// trainer's removal on the standard 16x16 board checks only the cells taken out
    /// (`super::remove::unique_after`).
    V6,
}

impl SeedFormat {
    /// The format new puzzles and links use.
    pub const LATEST: SeedFormat = SeedFormat::V6;
}

impl fmt::Display for SeedFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SeedFormat::V1 => "v1",
            SeedFormat::V2 => "v2",
            SeedFormat::V3 => "v3",
            SeedFormat::V4 => "v4",
            SeedFormat::V5 => "v5",
            SeedFormat::V6 => "v6",
        })
    }
}

impl FromStr for SeedFormat {
    type Err = String;
    fn from_str(text: &str) -> Result<SeedFormat, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "v1" | "1" => Ok(SeedFormat::V1),
            "v2" | "2" => Ok(SeedFormat::V2),
            "v3" | "3" => Ok(SeedFormat::V3),
            "v4" | "4" => Ok(SeedFormat::V4),
            "v5" | "5" => Ok(SeedFormat::V5),
            "v6" | "6" => Ok(SeedFormat::V6),
            _ => Err("expected v1, v2, v3, v4, v5 or v6".into()),
        }
    }
}

/// The attempt budget of format v1 when the text form names none.
const V1_ATTEMPTS: u32 = 1000;

/// The trainer's attempt budget: what [`GenerateParams::for_technique`] sets.
pub const TRAINER_ATTEMPTS: u32 = 2000;

/// The one attempt budget, for the app and the command line alike, so that the same
/// phrase makes the same puzzle in both: 1000 attempts up to 9x9, 100 up to 16x16, 20
/// beyond. With formats v2 and v3 most levels are made by the first attempts; the budget bounds
/// the rare searches (9x9 Obscene, a hard level on a variant).
pub fn attempt_budget(size: usize) -> u32 {
    match size {
        0..=9 => 1000,
        10..=16 => 100,
        _ => 20,
    }
}

impl Default for GenerateParams {
    /// A standard 9x9 board, half-turn symmetry, Easy or harder: [`GenerateParams::new`].
    fn default() -> Self {
        GenerateParams::new(Geometry::standard(3, 3), false, Level::Easy, false)
    }
}

impl GenerateParams {
    /// What the app's new-game dialog and `sudoku generate` both start from: `level`
    /// (exactly, or at least it), half-turn symmetry, the newest format and the one
    /// attempt budget for the board ([`attempt_budget`]). `jigsaw` asks for fresh regions.
    pub fn new(geometry: Geometry, jigsaw: bool, level: Level, exact: bool) -> GenerateParams {
        let max_attempts = attempt_budget(geometry.size());
        GenerateParams {
            geometry,
            jigsaw,
            symmetry: Symmetry::Rotate180,
            min_level: level,
            exact,
            max_attempts,
            attempt: None,
            format: SeedFormat::LATEST,
            technique: None,
        }
    }

    /// What the trainer's dialog and `sudoku generate --technique` both start from: a
    /// puzzle of `geometry` whose hardest step is `technique`, no symmetry (givens placed
    /// one by one find the rarer techniques far more often), the newest format and the
    /// trainer's attempt budget ([`TRAINER_ATTEMPTS`]).
    pub fn for_technique(geometry: Geometry, jigsaw: bool, technique: Strategy) -> GenerateParams {
        GenerateParams {
            technique: Some(technique),
            symmetry: Symmetry::None,
            max_attempts: TRAINER_ATTEMPTS,
            ..GenerateParams::new(geometry, jigsaw, Level::Easy, false)
        }
    }

    /// The standard board of `box_width` x `box_height` boxes with the other defaults.
    pub fn standard(box_width: usize, box_height: usize) -> GenerateParams {
        GenerateParams { geometry: Geometry::standard(box_width, box_height), ..GenerateParams::default() }
    }

    /// True when a puzzle of `level` meets the request.
    pub fn accepts(&self, level: Level) -> bool {
        if self.exact {
            level == self.min_level
        } else {
            level >= self.min_level
        }
    }

    /// The variant's name as the text form writes it: `standard`, `x`, `jigsaw`, `colour`
    /// or a combination joined by `+`.
    pub fn variant_name(&self) -> String {
        self.variant_kind().to_string()
    }

    /// The kind of board asked for: its size and [`GenerateParams::variant_kind`].
    pub fn board_kind(&self) -> BoardKind {
        BoardKind { size: self.geometry.size(), variant: self.variant_kind() }
    }

    /// The kinds of houses asked for: the geometry's, plus jigsaw when regions are to be made.
    pub fn variant_kind(&self) -> VariantKind {
        let kind = self.geometry.variant.kind();
        VariantKind { jigsaw: kind.jigsaw || self.jigsaw, ..kind }
    }
}

/// A text form of [`GenerateParams`] that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ParamsError {
    #[error("{0:?} is not key=value")]
    NotKeyValue(String),
    #[error("unknown key {0:?} (known: box, variant, symmetry, level, exact, attempts, attempt, format, technique)")]
    UnknownKey(String),
    #[error("box {0:?}: expected WIDTHxHEIGHT, like 3x3 or 3x2")]
    BadBox(String),
    #[error("variant {0:?}: expected standard, x, jigsaw, colour, killer, or a combination like x+jigsaw")]
    BadVariant(String),
    #[error("{key} {value:?}: {reason}")]
    BadValue { key: String, value: String, reason: String },
}

impl From<BadBoxShape> for ParamsError {
    fn from(BadBoxShape(text): BadBoxShape) -> Self {
        ParamsError::BadBox(text)
    }
}

impl From<UnknownVariant> for ParamsError {
    fn from(UnknownVariant(text): UnknownVariant) -> Self {
        ParamsError::BadVariant(text)
    }
}

impl FromStr for GenerateParams {
    type Err = ParamsError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut params = GenerateParams { format: SeedFormat::V1, ..GenerateParams::default() };
        let mut attempts = None;
        for word in text.split_whitespace() {
            let (key, value) = word.split_once('=').ok_or_else(|| ParamsError::NotKeyValue(word.to_string()))?;
            let bad = |reason: String| ParamsError::BadValue { key: key.to_string(), value: value.to_string(), reason };
            match key {
                "box" => {
                    let shape: BoxShape = value.parse().map_err(ParamsError::from)?;
                    params.geometry.box_width = shape.width;
                    params.geometry.box_height = shape.height;
                }
                "variant" => {
                    let kind: VariantKind = value.parse().map_err(ParamsError::from)?;
                    params.geometry.variant = kind.with_cages(None, kind.killer.then(Vec::new));
                    params.jigsaw = kind.jigsaw;
                }
                "symmetry" => params.symmetry = value.parse().map_err(|e| bad(format!("{e}")))?,
                "level" => params.min_level = value.parse().map_err(|e| bad(format!("{e}")))?,
                "exact" => params.exact = value.parse().map_err(|_| bad("expected true or false".into()))?,
                "attempts" => attempts = Some(value.parse().map_err(|_| bad("expected a number".into()))?),
                "attempt" => params.attempt = Some(value.parse().map_err(|_| bad("expected a number".into()))?),
                "format" => params.format = value.parse().map_err(bad)?,
                "technique" => params.technique = Some(value.parse().map_err(|e| bad(format!("{e}")))?),
                _ => return Err(ParamsError::UnknownKey(key.to_string())),
            }
        }
        params.max_attempts = attempts.unwrap_or(match params.format {
            SeedFormat::V1 => V1_ATTEMPTS,
            SeedFormat::V2 | SeedFormat::V3 | SeedFormat::V4 | SeedFormat::V5 | SeedFormat::V6 => {
                attempt_budget(params.geometry.size())
            }
        });
        Ok(params)
    }
}

impl fmt::Display for GenerateParams {
    /// The text form; jigsaw regions given explicitly are not written (only `jigsaw`), and
    /// `format` only when it is not v1 (so v1 texts read and write as they always did).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "box={}x{} variant={} symmetry={} level={} exact={} attempts={}",
            self.geometry.box_width,
            self.geometry.box_height,
            self.variant_name(),
            self.symmetry,
            self.min_level.name().to_ascii_lowercase(),
            self.exact,
            self.max_attempts
        )?;
        if self.format != SeedFormat::V1 {
            write!(f, " format={}", self.format)?;
        }
        if let Some(attempt) = self.attempt {
            write!(f, " attempt={attempt}")?;
        }
        match self.technique {
            Some(technique) => write!(f, " technique={}", technique.slug()),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips() {
        let text = "box=4x3 variant=x+jigsaw symmetry=mirror-lr level=stinker exact=true attempts=7";
        let params: GenerateParams = text.parse().unwrap();
        assert_eq!((params.geometry.box_width, params.geometry.box_height), (4, 3));
        assert!(params.geometry.variant.diagonals && params.jigsaw && !params.geometry.variant.colour);
        assert_eq!(params.symmetry, Symmetry::MirrorLeftRight);
        assert_eq!(params.min_level, Level::Stinker);
        assert!(params.exact);
        assert_eq!(params.max_attempts, 7);
        assert_eq!(params.to_string(), text);
        let v1 = GenerateParams { format: SeedFormat::V1, ..GenerateParams::default() };
        assert_eq!("".parse::<GenerateParams>(), Ok(v1));
        let latest = GenerateParams::default();
        assert!(latest.to_string().ends_with("attempts=1000 format=v6"), "{latest}");
        assert_eq!("v4".parse::<SeedFormat>(), Ok(SeedFormat::V4));
        assert_eq!("5".parse::<SeedFormat>(), Ok(SeedFormat::V5));
        assert_eq!("v6".parse::<SeedFormat>(), Ok(SeedFormat::V6));
        assert_eq!(latest.to_string().parse::<GenerateParams>(), Ok(latest));
        let big: GenerateParams = "box=4x4 format=v2".parse().unwrap();
        assert_eq!(big.max_attempts, attempt_budget(16));
        let pinned: GenerateParams = "box=3x3 attempt=12".parse().unwrap();
        assert_eq!(pinned.attempt, Some(12));
        assert!(pinned.to_string().ends_with("attempts=1000 attempt=12"), "{pinned}");
        assert_eq!(pinned.to_string().parse::<GenerateParams>(), Ok(pinned));
        let trainer: GenerateParams = "box=3x3 format=v2 technique=Unique-Rectangle-Type-1".parse().unwrap();
        assert_eq!(trainer.technique, Some(Strategy::UniqueRectangle1));
        assert!(trainer.to_string().ends_with("format=v2 technique=unique-rectangle-type-1"), "{trainer}");
        assert_eq!(trainer.to_string().parse::<GenerateParams>(), Ok(trainer));
        assert!(matches!("technique=y-wing".parse::<GenerateParams>(), Err(ParamsError::BadValue { .. })));
    }

    #[test]
    fn bad_text_is_a_typed_error() {
        assert_eq!("box=3".parse::<GenerateParams>(), Err(ParamsError::BadBox("3".into())));
        assert!(matches!("colour".parse::<GenerateParams>(), Err(ParamsError::NotKeyValue(_))));
        assert!(matches!("size=9".parse::<GenerateParams>(), Err(ParamsError::UnknownKey(_))));
        assert!(matches!("variant=sideways".parse::<GenerateParams>(), Err(ParamsError::BadVariant(_))));
        assert!(matches!("level=hard".parse::<GenerateParams>(), Err(ParamsError::BadValue { .. })));
        assert!(matches!("attempts=-1".parse::<GenerateParams>(), Err(ParamsError::BadValue { .. })));
    }

    #[test]
    fn exact_accepts_only_the_level() {
        let mut params = GenerateParams { min_level: Level::Difficult, ..GenerateParams::default() };
        assert!(params.accepts(Level::Nightmare));
        assert!(!params.accepts(Level::Moderate));
        params.exact = true;
        assert!(!params.accepts(Level::Nightmare));
        assert!(params.accepts(Level::Difficult));
    }
}
