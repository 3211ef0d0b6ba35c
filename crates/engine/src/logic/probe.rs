//! The outcomes of assumptions, each followed once per step and shared by every form
//! of forcing chain that asks for it.

use std::rc::Rc;
use std::sync::Arc;

use super::context::Ctx;
use super::propagate::{Branch, Conflict, Propagation};
use super::rules::Rules;
use super::Strategy;
use crate::digits::{Cell, Digit};

/// What assuming one candidate led to: the position reached, or the contradiction met
/// (with the position as it stood then).
pub(crate) struct Probe {
    pub branch: Branch,
    pub outcome: Result<(), Conflict>,
}

/// What branches from some cells follow, as a sentence says it.
pub(crate) type Followers = fn(&mut Probes, &[(Cell, Digit)]) -> String;

/// The assumptions of one step, followed on demand.
pub(crate) struct Probes<'a> {
    pub ctx: &'a Ctx<'a>,
    pub strategy: Strategy,
    pub propagation: Propagation,
    /// What the branches follow, as a chain's sentence says it, when the strategy says it
    /// its own way (a cage forcing chain names the cages it walked).
    pub followers: Option<Followers>,
    base: Branch,
    known: Vec<Option<Rc<Probe>>>,
}

impl<'a> Probes<'a> {
    pub(crate) fn new(ctx: &'a Ctx<'a>, strategy: Strategy, propagation: Propagation) -> Probes<'a> {
        Probes::following(ctx, strategy, propagation, ctx.rules())
    }

    /// Probes whose branches follow `rules` (rather than the board's own).
    pub(crate) fn following(
        ctx: &'a Ctx<'a>,
        strategy: Strategy,
        propagation: Propagation,
        rules: Option<Arc<Rules>>,
    ) -> Probes<'a> {
        let known = vec![None; ctx.layout.cell_count() * ctx.size];
        let base = Branch::from_grid(ctx.layout, ctx.grid).with_rules(rules);
        Probes { ctx, strategy, propagation, followers: None, base, known }
    }

    /// The outcome of assuming `digit` in `cell`.
    pub(crate) fn probe(&mut self, (cell, digit): (Cell, Digit)) -> Rc<Probe> {
        let slot = cell.index() * self.ctx.size + digit.index();
        if let Some(found) = &self.known[slot] {
            return Rc::clone(found);
        }
        let mut branch = self.base.clone();
        let outcome = branch.assume(self.ctx.layout, (cell, digit), self.propagation);
        let probe = Rc::new(Probe { branch, outcome });
        self.known[slot] = Some(Rc::clone(&probe));
        probe
    }
}
