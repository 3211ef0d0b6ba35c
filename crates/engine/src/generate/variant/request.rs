//! What the variant generator was asked for, kept with a game it made (its origin's
//! parameters) so that a seed link can ask for it again: `families=thermometer
//! level=moderate`, or for practice of a family's step `families=thermometer level=easy
//! technique=constraint-rule` (the level is the step's).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::family::{Families, UnknownFamily};
use super::format::{UnknownFormat, VariantFormat};
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
    /// The version of the phrase-to-puzzle function that makes it.
    pub format: VariantFormat,
}

impl VariantRequest {
    /// A puzzle of `families` at `level`, in the latest format.
    pub fn at_level(families: Families, level: Level) -> VariantRequest {
        VariantRequest { families, level, technique: None, format: VariantFormat::LATEST }
    }

    /// Practice of `step` on `families`' puzzles, in the latest format.
    pub fn practice(families: Families, step: Strategy) -> VariantRequest {
        VariantRequest { families, level: practice_level(step), technique: Some(step), format: VariantFormat::LATEST }
    }

    /// This request under `format`.
    pub fn in_format(self, format: VariantFormat) -> VariantRequest {
        VariantRequest { format, ..self }
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
    #[error("format: {0}")]
    Format(#[from] UnknownFormat),
    #[error("a variant request is \"families=NAME level=LEVEL\" and maybe \"technique=STEP\", not {0:?}")]
    Shape(String),
}

impl fmt::Display for VariantRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "families={} level={}", self.families, self.level.name().to_ascii_lowercase())?;
        if let Some(step) = self.technique {
            write!(f, " technique={}", step.slug())?;
        }
        // A request without a format was made under variant-v1 (games saved before v2).
        match self.format {
            VariantFormat::V1 => Ok(()),
            VariantFormat::V2 => write!(f, " format={}", self.format.name()),
        }
    }
}

impl FromStr for VariantRequest {
    type Err = RequestError;

    fn from_str(text: &str) -> Result<VariantRequest, RequestError> {
        let shape = || RequestError::Shape(text.chars().take(60).collect());
        let mut words = text.split_whitespace().peekable();
        let (Some(families), Some(level)) = (words.next(), words.next()) else {
            return Err(shape());
        };
        let families = families.strip_prefix("families=").ok_or_else(shape)?.parse()?;
        let level = level.strip_prefix("level=").ok_or_else(shape)?.parse()?;
        let technique = match words.next_if(|w| w.starts_with("technique=")) {
            Some(word) => Some(word.strip_prefix("technique=").ok_or_else(shape)?.parse()?),
            None => None,
        };
        let format = match words.next() {
            Some(word) => word.strip_prefix("format=").ok_or_else(shape)?.parse()?,
            None => VariantFormat::V1,
        };
        if words.next().is_some() {
            return Err(shape());
        }
        Ok(VariantRequest { families, level, technique, format })
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
        assert_eq!(
            practice.clone().in_format(VariantFormat::LATEST),
            VariantRequest::practice("arrow".parse().unwrap(), Strategy::ConstraintCombination)
        );
        let latest = VariantRequest::practice("arrow".parse().unwrap(), Strategy::ConstraintCombination);
        assert_eq!(
            latest.to_string(),
            "families=arrow level=moderate technique=constraint-combinations format=variant-v2"
        );
        assert_eq!(latest.to_string().parse(), Ok(latest));
        assert!(matches!("families=xv level=easy format=v7".parse::<VariantRequest>(), Err(RequestError::Format(_))));
        assert!(matches!(
            "families=arrow level=moderate technique=y-wing".parse::<VariantRequest>(),
            Err(RequestError::Technique(_))
        ));
    }
}
