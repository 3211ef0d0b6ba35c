//! What makes a generated puzzle: the generator's parameters and a seed phrase, as the
//! engine's types. On the wire each is written in its canonical text form (the one seed
//! links use) and read back through the engine's own parser, so only valid values arrive.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sudoku_engine::game::Origin;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};

/// The parameters and phrase of a generation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seed {
    #[serde(serialize_with = "write_params", deserialize_with = "read_params")]
    pub params: GenerateParams,
    #[serde(serialize_with = "write_phrase", deserialize_with = "read_phrase")]
    pub phrase: SeedPhrase,
}

impl Seed {
    /// The origin of a game this seed made at attempt `attempt`: its phrase, and its
    /// parameters with that attempt pinned (see `GenerateParams::attempt`), for its seed link.
    pub fn origin(&self, attempt: u32) -> Origin {
        let pinned = GenerateParams { attempt: Some(attempt), ..self.params.clone() };
        Origin::generated(self.phrase.as_str().to_string(), pinned.to_string())
    }
}

fn write_params<S: Serializer>(params: &GenerateParams, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(params)
}

fn read_params<'de, D: Deserializer<'de>>(deserializer: D) -> Result<GenerateParams, D::Error> {
    let text = String::deserialize(deserializer)?;
    text.parse().map_err(serde::de::Error::custom)
}

pub(crate) fn write_phrase<S: Serializer>(phrase: &SeedPhrase, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(phrase.as_str())
}

pub(crate) fn read_phrase<'de, D: Deserializer<'de>>(deserializer: D) -> Result<SeedPhrase, D::Error> {
    let text = String::deserialize(deserializer)?;
    SeedPhrase::new(&text).map_err(serde::de::Error::custom)
}
