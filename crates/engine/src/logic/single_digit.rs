use super::context::Ctx;
use super::Deduction;
pub(crate) fn skyscraper(_ctx: &Ctx) -> Option<Deduction> {
    None
}
pub(crate) fn two_string_kite(_ctx: &Ctx) -> Option<Deduction> {
    None
}
