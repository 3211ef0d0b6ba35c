//! Seed links of generated variant puzzles: the families, the level and the phrase the
//! variant generator makes the puzzle from, under its format version:
//!
//! ```text
//! g=variant-v2~families=thermometer~level=moderate~phrase=quiet-river
//! g=variant-v1~families=thermometer%2Bkropki~level=obscene~phrase=daily%20variant%202026-12-05
//! g=variant-v2~families=arrow~level=moderate~technique=constraint-combinations~phrase=tea
//! ```
//!
//! The last is practice of a family's step; a link without `technique` is a level's puzzle.
//! The version is the request's format ([`VariantFormat`]): a `variant-v1` link keeps
//! making its puzzle; new links are `variant-v2`.

use super::{encode, fields, get, require, ShareError, SharedLink};
use crate::generate::variant::{VariantFormat, VariantRequest};
use crate::generate::SeedPhrase;

/// The keys a variant seed link holds.
const VARIANT_KEYS: &str = "families, level, technique, phrase";

/// The link fragment (without `#`) that makes `request`'s puzzle from `phrase` again.
pub fn variant_seed_link(request: &VariantRequest, phrase: &SeedPhrase) -> String {
    let technique = request.technique.map(|step| format!("~technique={}", step.slug())).unwrap_or_default();
    format!(
        "g={}~families={}~level={}{technique}~phrase={}",
        request.format.name(),
        encode(&request.families.to_string()),
        request.level.name().to_ascii_lowercase(),
        encode(phrase.as_str())
    )
}

/// Reads the fields of a `g=` link (after `g=`).
pub(super) fn parse_variant_link(body: &str) -> Result<SharedLink, ShareError> {
    let (version, fields) = fields(body, VARIANT_KEYS, |version| version.parse::<VariantFormat>().is_ok())?;
    let format = version.parse().map_err(|e| ShareError::Variant(format!("{e}")))?;
    let families = require(&fields, "families")?.parse().map_err(|e| ShareError::Variant(format!("families: {e}")))?;
    let level = require(&fields, "level")?.parse().map_err(|e| ShareError::Variant(format!("level: {e}")))?;
    let technique = match get(&fields, "technique") {
        Some(step) => Some(step.parse().map_err(|e| ShareError::Variant(format!("technique: {e}")))?),
        None => None,
    };
    let phrase = SeedPhrase::new(require(&fields, "phrase")?)?;
    Ok(SharedLink::Variant { request: VariantRequest { families, level, technique, format }, phrase })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::generate::variant::{Families, VariantFamily, PRACTICE_STEPS};
    use crate::rate::Level;
    use crate::share::parse_link;

    proptest! {
        #[test]
        fn every_request_and_phrase_reads_back(
            first in 0..VariantFamily::ALL.len(),
            second in proptest::option::of(0..VariantFamily::ALL.len()),
            level in 0..Level::ALL.len(),
            technique in proptest::option::of(0..PRACTICE_STEPS.len()),
            phrase in "[ -~\u{e9}\u{4e2d}]{1,40}",
            format in 0..VariantFormat::ALL.len(),
        ) {
            let names = match second.filter(|&s| s != first) {
                Some(s) => format!("{}+{}", VariantFamily::ALL[first].name(), VariantFamily::ALL[s].name()),
                None => VariantFamily::ALL[first].name().to_string(),
            };
            let families: Families = names.parse().unwrap();
            let technique = technique.map(|t| PRACTICE_STEPS[t]);
            let request = VariantRequest { families, level: Level::ALL[level], technique, format: VariantFormat::ALL[format] };
            let Ok(phrase) = SeedPhrase::new(&phrase) else { return Ok(()) };
            let link = variant_seed_link(&request, &phrase);
            prop_assert_eq!(
                parse_link(&format!("https://example.org/#{link}")),
                Ok(SharedLink::Variant { request, phrase })
            );
        }
    }

    #[test]
    fn a_bad_variant_link_says_what_is_wrong() {
        let why = |link: &str| parse_link(link).unwrap_err().to_string();
        assert!(why("g=variant-v1~families=thermo~level=easy~phrase=a").contains("unknown variant family"));
        assert!(why("g=variant-v1~families=xv~level=hard~phrase=a").contains("unknown level"));
        assert!(why("g=variant-v9~families=xv~level=easy~phrase=a").contains("variant-v9"));
        assert!(why("g=variant-v1~families=xv~phrase=a").contains("level"));
        assert!(why("g=variant-v1~families=xv~level=easy~phrase=a~box=3x3").contains("box"));
        assert!(why("g=variant-v1~families=xv~level=easy~technique=y-wing~phrase=a").contains("unknown technique"));
    }
}
