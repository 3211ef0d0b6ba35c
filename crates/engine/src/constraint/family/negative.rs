//! Every unmarked pair of neighbours breaks the mark's rule.

use serde::{Deserialize, Serialize};

/// Every unmarked pair of neighbours breaks the mark's rule.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Negative {
    pub mark: crate::constraint::Negative,
}
