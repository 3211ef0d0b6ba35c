#[derive(Debug)]
pub struct Hint;
#[derive(Debug)]
pub struct HintLevel;
pub fn hint() {}
