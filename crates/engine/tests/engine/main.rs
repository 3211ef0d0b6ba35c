//! The engine's integration tests, in one binary (one link, one shared helper module).
//!
//! Modules are named by the part of the engine they exercise. The puzzle sets they read are
//! in `tests/data` at the workspace root (its README names their sources).
//!
//! Run one group with a filter, for example
//! `cargo test -p sudoku-engine --test engine rate_calibration -- --nocapture`.

mod support;

mod corpus;
mod family_registry;
mod format_props;
mod generate_budget;
mod generate_golden;
mod generate_levels;
mod generate_pinned;
mod generate_props;
mod generate_se_levels;
mod generate_trainer;
mod geometry_solve;
mod killer_forcing;
mod killer_formats;
mod killer_generate;
mod killer_logic;
mod killer_overlap;
mod killer_solve;
mod layers;
mod logic_never_wrong;
mod logic_positions;
mod logic_settled;
mod logic_steps;
mod logic_strategies;
mod logic_symbols;
mod rate_calibration;
mod rate_easy;
mod rate_levels;
mod rate_magictour;
mod rate_se;
mod solve_stop;
mod transform_shuffles;
mod variant_formats;
mod variant_links;
mod variant_logic;
mod variant_rules;
mod variant_shared;
mod variant_solve;
mod variant_support;
