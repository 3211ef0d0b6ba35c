//! Times as players read them.

/// "0:07", "12:34", "1:02:03".
pub fn format_time(ms: u64) -> String {
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_read_as_minutes_and_seconds() {
        assert_eq!(super::format_time(7_900), "0:07");
        assert_eq!(super::format_time(754_000), "12:34");
        assert_eq!(super::format_time(3_723_000), "1:02:03");
    }
}
