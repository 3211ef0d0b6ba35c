//! What the variant generator was asked for, kept with a game it made (its origin's
//! parameters) so that a seed link can ask for it again: `families=thermometer
//! level=moderate`, or for practice of a family's step `families=thermometer level=easy
//! technique=constraint-rule` (the level is the step's).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::family::{Families, UnknownFamily};
use super::practice::practice_level;
use crate::logic::{Strategy, UnknownStrategy};
use crate::rate::{Level, UnknownLevel};

/// A family or two at a level, or one family's step to practise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantRequest {
    pub families: Families,
    pub level: Level,
    /// The step practised ([`super::practise_variant`]); `level` is then its level.
    pub technique: Option<Strategy>,
}

impl VariantRequest {
    /// A puzzle of `families` at `level`.
    pub fn at_level(families: Families, level: Level) -> VariantRequest {
        VariantRequest { families, level, technique: None }
    }

    /// Practice of `step` on `families`' puzzles.
    pub fn practice(families: Families, step: Strategy) -> VariantRequest {
        VariantRequest { families, level: practice_level(step), technique: Some(step) }
    }
}

/// Why a text is not a variant request.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RequestError {
    #[error("families: {0}")]
    Families(#[from] UnknownFamily),
    #[error("level: {0}")]
    Level(#[from] UnknownLevel),
    #[error("technique: {0}")]
    Technique(#[from] UnknownStrategy),
    #[error("a variant request is \"families=NAME level=LEVEL\" and maybe \"technique=STEP\", not {0:?}")]
    Shape(String),
}

impl fmt::Display for VariantRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "families={} level={}", self.families, self.level.name().to_ascii_lowercase())?;
        match self.technique {
            Some(step) => write!(f, " technique={}", step.slug()),
            None => Ok(()),
        }
    }
}

impl FromStr for VariantRequest {
    type Err = RequestError;

    fn from_str(text: &str) -> Result<VariantRequest, RequestError> {
        let shape = || RequestError::Shape(text.chars().take(60).collect());
        let mut words = text.split_whitespace();
        let (Some(families), Some(level), technique, None) = (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(shape());
        };
        let families = families.strip_prefix("families=").ok_or_else(shape)?.parse()?;
        let level = level.strip_prefix("level=").ok_or_else(shape)?.parse()?;
        let technique = match technique {
            Some(word) => Some(word.strip_prefix("technique=").ok_or_else(shape)?.parse()?),
            None => None,
        };
        Ok(VariantRequest { families, level, technique })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_reads_back_as_written_and_a_bad_one_says_what() {
        let request: VariantRequest = "families=thermometer+kropki level=obscene".parse().unwrap();
        assert_eq!(request.level, Level::Obscene);
        assert_eq!(request.to_string(), "families=thermometer+kropki level=obscene");
        assert_eq!(request.to_string().parse(), Ok(request));
        assert!(matches!("families=thermo level=easy".parse::<VariantRequest>(), Err(RequestError::Families(_))));
        assert!(matches!("families=xv level=hard".parse::<VariantRequest>(), Err(RequestError::Level(_))));
        let shape = "box=3x3 variant=standard".parse::<VariantRequest>().unwrap_err().to_string();
        assert!(shape.contains("families=NAME"), "{shape}");
        let practice: VariantRequest =
            "families=arrow level=moderate technique=constraint-combinations".parse().unwrap();
        assert_eq!(practice.technique, Some(Strategy::ConstraintCombination));
        assert_eq!(practice.to_string().parse(), Ok(practice.clone()));
        assert_eq!(practice, VariantRequest::practice("arrow".parse().unwrap(), Strategy::ConstraintCombination));
        assert!(matches!(
            "families=arrow level=moderate technique=y-wing".parse::<VariantRequest>(),
            Err(RequestError::Technique(_))
        ));
    }
}
