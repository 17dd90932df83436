//! The Kalah 3D game binary.

fn main() {
    println!("Kalah 3D: the 3D game arrives with the game plugin.");
}
