//! The engine's integration tests, one binary with a module per area (as ripgrep lays
//! out its tests); `common` holds the helpers they share. Run one area with a filter,
//! for example `cargo test -p sudoku-engine --test engine rate_calibration`.
#![allow(dead_code)] // not every module uses every helper of `common`

mod common;
mod corpus;
mod format_props;
mod generate_budget;
mod generate_golden;
mod generate_levels;
mod generate_pinned;
mod generate_props;
mod geometry_solve;
mod logic_never_wrong;
mod logic_positions;
mod logic_strategies;
mod logic_symbols;
mod rate_calibration;
mod rate_easy;
mod rate_magictour;
mod solve_stop;
mod transform_shuffles;
