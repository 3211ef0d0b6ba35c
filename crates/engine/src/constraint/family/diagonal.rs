//! One main diagonal holds each digit once: bottom left to top right when `rising`.

use serde::{Deserialize, Serialize};

/// One main diagonal holds each digit once: bottom left to top right when `rising`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Diagonal {
    pub rising: bool,
}
