use super::context::Ctx;
use super::Deduction;
pub(crate) fn x_chain(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn xy_chain(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn aic(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn als_xz(_ctx: &Ctx) -> Option<Deduction> {
    None
}
