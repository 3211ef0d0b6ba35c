use super::context::Ctx;
use super::Deduction;
pub(crate) fn simple(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn multi(_ctx: &Ctx) -> Option<Deduction> {
    None
}
