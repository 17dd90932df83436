//! Delaunay triangulation of points in the plane (Bowyer–Watson): the board's flat top is
//! triangulated through the rims of its holes and the inner edge of its rounded border
//! (`carving.rs`). Quadratic in the number of points, which is a few thousand at most.

use bevy::math::DVec2;
use bevy::platform::collections::HashMap;

/// A triangle still in the triangulation, with its circumscribed circle.
struct Triangle {
    corners: [usize; 3],
    centre: DVec2,
    radius_squared: f64,
}

impl Triangle {
    fn new(corners: [usize; 3], points: &[DVec2]) -> Triangle {
        let [a, b, c] = corners.map(|i| points[i]);
        let (ab, ac) = (b - a, c - a);
        let d = 2.0 * ab.perp_dot(ac);
        let centre = a + DVec2::new(
            ac.y * ab.length_squared() - ab.y * ac.length_squared(),
            ab.x * ac.length_squared() - ac.x * ab.length_squared(),
        ) / d;
        Triangle {
            corners,
            centre,
            radius_squared: centre.distance_squared(a),
        }
    }
}

/// The Delaunay triangles of `points`, as indices into it, each counter-clockwise (x right, y
/// up). Together they cover the points' convex hull, every point of it a corner, where the
/// hull's edges are short beside the points' extent (as around the board). Points that are
/// exactly cocircular (a hole's rim, a grid) are first drawn a little towards their middle,
/// the farther the more, by far less than they are spaced: for the triangulation only, so
/// that every choice it makes is a clear one.
pub fn triangulate(points: &[DVec2]) -> Vec<[usize; 3]> {
    if points.len() < 3 {
        return Vec::new();
    }
    let (low, high) = points
        .iter()
        .fold((points[0], points[0]), |(low, high), &p| {
            (low.min(p), high.max(p))
        });
    let size = (high - low).max_element().max(1e-9);
    let centre = (low + high) / 2.0;
    let mut at: Vec<DVec2> = points
        .iter()
        .map(|&p| {
            centre + (p - centre) * (1.0 - 1e-4 * (p - centre).length_squared() / (size * size))
        })
        .collect();
    // A triangle around the points, whose corners go at the end of the list: a few times their
    // size away, no farther, so that a straight edge of the hull is still decided with room
    // to spare in floating point.
    let far = size * 3.0;
    let n = points.len();
    at.extend([
        centre + DVec2::new(-far, -far),
        centre + DVec2::new(far, -far),
        centre + DVec2::new(0.0, far),
    ]);
    let mut triangles = vec![Triangle::new([n, n + 1, n + 2], &at)];
    let mut edges: HashMap<(usize, usize), u32> = HashMap::default();
    for p in 0..n {
        let point = at[p];
        edges.clear();
        triangles.retain(|t| {
            let inside = t.centre.distance_squared(point) < t.radius_squared;
            if inside {
                for k in 0..3 {
                    let (a, b) = (t.corners[k], t.corners[(k + 1) % 3]);
                    *edges.entry((a.min(b), a.max(b))).or_default() += 1;
                }
            }
            !inside
        });
        for (&(a, b), &count) in &edges {
            if count == 1 {
                triangles.push(Triangle::new(counter_clockwise([a, b, p], &at), &at));
            }
        }
    }
    triangles
        .into_iter()
        .map(|t| t.corners)
        .filter(|corners| corners.iter().all(|&i| i < n))
        .collect()
}

/// The same corners, turned counter-clockwise.
fn counter_clockwise([a, b, c]: [usize; 3], at: &[DVec2]) -> [usize; 3] {
    if (at[b] - at[a]).perp_dot(at[c] - at[a]) < 0.0 {
        [a, c, b]
    } else {
        [a, b, c]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area([a, b, c]: [usize; 3], points: &[DVec2]) -> f64 {
        (points[b] - points[a]).perp_dot(points[c] - points[a]) / 2.0
    }

    #[test]
    fn a_grid_with_a_ring_is_covered_once_and_every_circle_is_empty() {
        // A 9×9 grid (cocircular in every cell) and a ring inside it (cocircular too).
        let mut points: Vec<DVec2> = (0..81)
            .map(|i| DVec2::new((i % 9) as f64, (i / 9) as f64))
            .collect();
        points.extend((0..16).map(|k| {
            let a = k as f64 * std::f64::consts::TAU / 16.0;
            DVec2::new(4.0 + 2.5 * a.cos(), 4.0 + 2.5 * a.sin())
        }));
        let triangles = triangulate(&points);
        assert!(triangles.iter().all(|&t| area(t, &points) > 0.0));
        let total: f64 = triangles.iter().map(|&t| area(t, &points)).sum();
        assert!((total - 64.0).abs() < 1e-6, "covered {total}, not 64");
        let mut used = vec![false; points.len()];
        for t in &triangles {
            for &i in t {
                used[i] = true;
            }
        }
        assert!(used.iter().all(|&u| u), "a point left out");
        for &t in &triangles {
            let circle = Triangle::new(t, &points);
            let inside = points
                .iter()
                .filter(|p| circle.centre.distance_squared(**p) < circle.radius_squared - 1e-6)
                .count();
            assert_eq!(inside, 0, "a point inside the circle of {t:?}");
        }
    }

    #[test]
    fn too_few_points_make_no_triangle() {
        assert!(triangulate(&[DVec2::ZERO, DVec2::X]).is_empty());
        assert_eq!(triangulate(&[DVec2::ZERO, DVec2::X, DVec2::Y]).len(), 1);
    }
}
