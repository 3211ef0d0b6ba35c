fn main() {
    sudoku_app::run();
}
