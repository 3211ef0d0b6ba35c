//! How closely two ratings order the same puzzles: Spearman's rank correlation, as the
//! calibration against Sudoku Explainer measures it (RATING.md).

/// Spearman's rho of `a` and `b` (the same puzzles, in the same order): 1 when they order
/// the puzzles alike, -1 when in reverse; tied values share their mean rank. `NaN` when
/// either side holds fewer than two distinct values.
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

/// The rank of each value from 0, ties given the mean of their ranks.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    ranks
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()) as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_order_is_one_reverse_is_minus_one_and_ties_share_a_rank() {
        assert!((spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]) - 1.0).abs() < 1e-9);
        assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-9);
        assert_eq!(ranks(&[5.0, 1.0, 5.0, 2.0]), vec![2.5, 0.0, 2.5, 1.0]);
        // Only the order counts, not the distances.
        assert!((spearman(&[1.0, 2.0, 3.0, 4.0], &[1.0, 1.5, 100.0, 1000.0]) - 1.0).abs() < 1e-9);
        assert!(spearman(&[1.0, 1.0], &[1.0, 2.0]).is_nan());
    }
}
