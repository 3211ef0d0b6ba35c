use super::context::Ctx;
use super::Deduction;
pub(crate) fn ur_type1(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn ur_type2(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn ur_type3(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn ur_type4(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn bug_plus_one(_ctx: &Ctx) -> Option<Deduction> {
    None
}
