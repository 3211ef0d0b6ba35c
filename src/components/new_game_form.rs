//! What the new-game dialog asks, as the player fills it: the board (a preset by name, or
//! any box shape under "More"), the variant, the level (exactly, or that level or harder),
//! the symmetry and an optional seed phrase; and what it turns into for the generator.
//! The trainer's choices too: a technique (offered by level) and whether to start just
//! before its first use.

use sudoku_engine::generate::variant::practice::practice_level;
use sudoku_engine::generate::variant::{offered_levels, Families, VariantFamily, VariantFormat, OFFERED_PAIRS};
use sudoku_engine::generate::{reachable_levels, trainer_techniques, GenerateParams, SeedPhrase, Symmetry};
use sudoku_engine::geometry::{UnknownVariant, VariantKind};
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::{level_for, Level};
use sudoku_engine::{Geometry, Layout, Puzzle, Variant};

use crate::state::Action;

/// The boards a player picks by name: (name, box width, box height).
pub const PRESETS: [(&str, usize, usize); 7] =
    [("4x4", 2, 2), ("6x6", 3, 2), ("8x8", 4, 2), ("9x9", 3, 3), ("12x12", 4, 3), ("16x16", 4, 4), ("25x25", 5, 5)];

/// The variants: (key of the text form, name players read).
pub const VARIANTS: [(&str, &str); 6] = [
    ("standard", "Standard"),
    ("x", "X"),
    ("jigsaw", "Jigsaw"),
    ("colour", "Colour"),
    ("x+jigsaw", "X + jigsaw"),
    ("killer", "Killer"),
];

/// The families of variant constraints the generator makes (those offering a level), in
/// its order: the dialog's "Variant constraints" choices, 9x9 only.
pub fn families() -> Vec<VariantFamily> {
    VariantFamily::ALL.into_iter().filter(|family| !family.levels().is_empty()).collect()
}

/// The pairs of families the generator offers together (each measured at its levels):
/// the dialog's "Two together" choices, as the key of each request.
pub fn pairs() -> Vec<Families> {
    OFFERED_PAIRS.iter().filter_map(|([first, second], _)| format!("{first}+{second}").parse().ok()).collect()
}

/// One line on the techniques each level needs: its SE band's (RATING.md, "Levels in SE
/// terms"), which new games are made to.
pub fn level_line(level: Level) -> &'static str {
    match level {
        Level::Easy => "Singles only",
        Level::Moderate => "Pairs, pointing and claiming, X-Wing",
        Level::Difficult => "Triples, Swordfish, Skyscraper, Kite, XY-Wing, unique rectangles",
        Level::Stinker => "Quads, Jellyfish, short X-Chains, WXYZ-Wing, BUG",
        Level::Nightmare => "Cycles, XY-Chains, W-Wing, almost locked sets",
        Level::Obscene => "Forcing chains, or a guess",
    }
}

/// The level's band on Sudoku Explainer's scale (RATING.md), as the level choices show it
/// after the name: "SE 6.5–7.4", and "SE 7.5+" for the open top band.
pub fn se_band_words(level: Level) -> String {
    let band = level.se_band();
    let tenths = |t: u32| format!("{}.{}", t / 10, t % 10);
    if *band.end() == u32::MAX {
        format!("SE {}+", tenths(*band.start()))
    } else {
        format!("SE {}\u{2013}{}", tenths(*band.start()), tenths(*band.end()))
    }
}

/// The symmetry of the givens, in words players use.
pub fn symmetry_words(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::None => "None",
        Symmetry::Rotate180 => "Half turn",
        Symmetry::Rotate90 => "Quarter turn",
        Symmetry::MirrorLeftRight => "Mirror left-right",
        Symmetry::MirrorTopBottom => "Mirror top-bottom",
        Symmetry::Diagonals => "Mirror on both diagonals",
        Symmetry::Full => "All of these at once",
    }
}

/// Why a pair of families has no practice puzzle.
pub const PAIR_PRACTICE: &str = "Practice puzzles take one family of constraints at a time: choose one above.";

#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub width: usize,
    pub height: usize,
    pub variant: String,
    pub level: Level,
    /// "or harder" unticked: exactly `level`.
    pub exact: bool,
    pub symmetry: Symmetry,
    pub phrase: String,
    /// The trainer's technique.
    pub technique: Strategy,
    /// Start the trainer's puzzle just before the technique's first use.
    pub start_before: bool,
}

impl Form {
    /// The form for the current puzzle's board, Easy exactly, half-turn symmetry.
    pub fn for_puzzle(puzzle: &Puzzle) -> Form {
        let geometry = puzzle.layout().geometry();
        Form {
            width: geometry.box_width,
            height: geometry.box_height,
            variant: variant_key(&geometry.variant),
            level: Level::Easy,
            exact: true,
            symmetry: Symmetry::Rotate180,
            phrase: String::new(),
            technique: Strategy::XWing,
            start_before: true,
        }
    }

    pub fn size(&self) -> usize {
        if self.families().is_some() {
            return 9;
        }
        self.width * self.height
    }

    /// The families of variant constraints chosen, when the choice is one (the variant key
    /// then names them, as `sudoku generate --variant` does): a 9x9 puzzle of them.
    pub fn families(&self) -> Option<Families> {
        if self.variant.parse::<VariantKind>().is_ok() {
            return None;
        }
        self.variant.parse().ok()
    }

    /// Chooses the variant `key` (a board's or a family's), keeping the level when the
    /// choice offers it, else taking its first.
    pub fn choose_variant(&mut self, key: &str) {
        self.variant = key.to_string();
        let reachable = self.reachable();
        if !reachable.contains(&self.level) {
            self.level = reachable.first().copied().unwrap_or(self.level);
        }
    }

    pub fn params(&self) -> Result<GenerateParams, String> {
        let kind: VariantKind = self.variant.parse().map_err(|e: UnknownVariant| e.to_string())?;
        // A killer board gets its cages from the generator.
        let (variant, jigsaw) = (kind.with_cages(None, kind.killer.then(Vec::new)), kind.jigsaw);
        let geometry = Geometry::new(self.width, self.height, variant);
        Layout::new(geometry.clone()).map_err(|e| e.to_string())?;
        let params = GenerateParams::new(geometry, jigsaw, self.level, self.exact);
        Ok(GenerateParams { symmetry: self.symmetry, ..params })
    }

    /// The trainer's parameters: this board and variant, the chosen technique. Not the
    /// symmetry: the trainer places givens one by one (the aims of the rare techniques,
    /// a reserved house or a tridagon, need single cells), as the offer was measured.
    pub fn trainer_params(&self) -> Result<GenerateParams, String> {
        let params = self.params()?;
        let technique = self.trainer_technique(&self.techniques()).ok_or("This board has no technique to practise.")?;
        Ok(GenerateParams::for_technique(params.geometry, params.jigsaw, technique))
    }

    /// The techniques the trainer offers on this board and variant, easiest first; for a
    /// family of variant constraints, the steps of its own it practises.
    pub fn techniques(&self) -> Vec<Strategy> {
        if let Some(family) = self.practised_family() {
            return family.practice_steps().to_vec();
        }
        self.params().map(|params| trainer_techniques(&params)).unwrap_or_default()
    }

    /// The family of variant constraints chosen, when it is one: its practice puzzles
    /// are of its own steps.
    pub fn practised_family(&self) -> Option<VariantFamily> {
        match self.families()?.list() {
            &[family] => Some(family),
            _ => None,
        }
    }

    /// What the trainer's button asks for: a practice puzzle of the chosen technique on
    /// this board, or of the chosen family's step.
    pub fn practice_action(&self) -> Result<Action, String> {
        let phrase = self.phrase()?;
        if self.families().is_some() && self.practised_family().is_none() {
            return Err(PAIR_PRACTICE.to_string());
        }
        match self.practised_family() {
            Some(family) => {
                let step = self
                    .trainer_technique(&self.techniques())
                    .ok_or("These constraints have no step to practise yet.")?;
                Ok(Action::GenerateVariant {
                    families: family.name().to_string(),
                    level: practice_level(step),
                    technique: Some(step),
                    phrase,
                    format: VariantFormat::LATEST,
                })
            }
            None => Ok(Action::Train { params: self.trainer_params()?, phrase, start_before: self.start_before }),
        }
    }

    /// A technique's name in the list: a family's step in players' words.
    pub fn technique_name(&self, technique: Strategy) -> String {
        match self.practised_family() {
            Some(family) => family.practice_name(technique),
            None => technique.name().to_string(),
        }
    }

    /// The technique chosen, or the easiest of `offered` when this board does not offer it.
    pub fn trainer_technique(&self, offered: &[Strategy]) -> Option<Strategy> {
        offered.iter().copied().find(|&t| t == self.technique).or(offered.first().copied())
    }

    /// The techniques `offered`, grouped by the level they belong to, easiest first.
    pub fn by_level(offered: Vec<Strategy>) -> Vec<(Level, Vec<Strategy>)> {
        let mut groups: Vec<(Level, Vec<Strategy>)> = Vec::new();
        for technique in offered {
            let level = level_for(technique.base_difficulty(), false);
            match groups.last_mut() {
                Some((last, list)) if *last == level => list.push(technique),
                _ => groups.push((level, vec![technique])),
            }
        }
        groups
    }

    /// The levels this board and variant can reach exactly (none when the board itself
    /// is invalid).
    pub fn reachable(&self) -> Vec<Level> {
        if let Some(families) = self.families() {
            return offered_levels(&families);
        }
        self.params().map(|params| reachable_levels(&params)).unwrap_or_default()
    }

    pub fn phrase(&self) -> Result<SeedPhrase, String> {
        if self.phrase.trim().is_empty() {
            crate::random::fresh_phrase()
        } else {
            SeedPhrase::new(&self.phrase).map_err(|e| e.to_string())
        }
    }

    /// The empty board for setup mode: the chosen boxes and variant; a jigsaw keeps the
    /// current puzzle's regions when it has them, at this size.
    pub fn setup_layout(&self, current: &Puzzle) -> Result<Layout, String> {
        let kind: VariantKind = self.variant.parse().map_err(|e: UnknownVariant| e.to_string())?;
        let (mut variant, jigsaw) = (kind.with_regions(None), kind.jigsaw);
        if jigsaw {
            let here = current.layout().variant();
            if here.regions.is_none() || current.layout().size() != self.size() {
                return Err("Setup of a jigsaw needs a jigsaw game of that size first: generate one.".into());
            }
            variant.regions = here.regions.clone();
        }
        Layout::new(Geometry::new(self.width, self.height, variant)).map_err(|e| e.to_string())
    }
}

fn variant_key(variant: &Variant) -> String {
    let name = variant.name();
    if VARIANTS.iter().any(|(key, _)| *key == name) {
        name
    } else {
        "standard".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_family_is_a_9x9_choice_with_its_own_levels() {
        let mut form = Form::for_puzzle(&Puzzle::empty(Layout::classic()));
        assert_eq!(form.families(), None);
        form.choose_variant("thermometer");
        assert_eq!(form.families().map(|f| f.to_string()).as_deref(), Some("thermometer"));
        assert_eq!(form.reachable(), [Level::Moderate, Level::Stinker, Level::Nightmare, Level::Obscene]);
        assert_eq!(form.level, Level::Moderate, "Easy is not offered: the first level offered is taken");
        (form.width, form.height) = (2, 2);
        assert_eq!(form.size(), 9);
        form.choose_variant("killer");
        assert_eq!(form.families(), None);
        assert!(families().iter().all(|f| !f.levels().is_empty()) && families().contains(&VariantFamily::Arrow));
        assert!(
            families().contains(&VariantFamily::LittleKiller) && !families().contains(&VariantFamily::NonConsecutive)
        );
    }

    #[test]
    fn a_pair_is_a_9x9_choice_at_the_levels_measured_for_it_without_practice() {
        let mut form = Form::for_puzzle(&Puzzle::empty(Layout::classic()));
        let pairs = pairs();
        assert_eq!(pairs.len(), OFFERED_PAIRS.len());
        let pair = pairs.iter().find(|p| p.to_string() == "little-killer+even-odd").expect("an offered pair");
        form.choose_variant(&pair.to_string());
        assert_eq!(form.families().as_ref(), Some(pair));
        assert_eq!(form.size(), 9);
        assert_eq!(form.reachable(), [Level::Moderate, Level::Stinker, Level::Obscene]);
        assert_eq!(form.level, Level::Moderate);
        assert!(form.techniques().is_empty());
        assert_eq!(form.practice_action().map(|_| ()), Err(PAIR_PRACTICE.to_string()));
    }

    #[test]
    fn each_level_shows_its_se_band() {
        let words: Vec<String> = Level::ALL.into_iter().map(se_band_words).collect();
        assert_eq!(
            words,
            [
                "SE 1.0\u{2013}2.5",
                "SE 2.6\u{2013}3.4",
                "SE 3.5\u{2013}4.9",
                "SE 5.0\u{2013}6.4",
                "SE 6.5\u{2013}7.4",
                "SE 7.5+"
            ]
        );
    }

    /// The symmetry asked for shapes new games, not practice puzzles: the rare techniques'
    /// aims need givens placed one by one.
    #[test]
    fn the_trainer_places_givens_one_by_one_whatever_symmetry_the_form_holds() {
        let form =
            Form { technique: Strategy::DynamicForcingChain, ..Form::for_puzzle(&Puzzle::empty(Layout::classic())) };
        assert_eq!(form.params().map(|p| p.symmetry), Ok(Symmetry::Rotate180));
        let trainer = form.trainer_params().expect("the classic board offers the technique");
        assert_eq!((trainer.technique, trainer.symmetry), (Some(Strategy::DynamicForcingChain), Symmetry::None));
    }
}
