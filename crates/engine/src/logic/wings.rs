use super::context::Ctx;
use super::Deduction;
pub(crate) fn xy_wing(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn xyz_wing(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn w_wing(_ctx: &Ctx) -> Option<Deduction> {
    None
}
