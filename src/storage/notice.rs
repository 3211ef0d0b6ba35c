//! What the player is told about storage: each fault, in plain words.

use super::backend::BackendError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Storage is refused: the app keeps everything in memory for this visit.
    Blocked {
        why: String,
    },
    /// A record could not be read; its text was kept under `backup` (when it could be).
    Corrupt {
        what: String,
        why: String,
        backup: Option<String>,
    },
    /// A record written by a newer build of the app; left as it is.
    Newer {
        what: String,
    },
    /// The site's storage is full: the current game is not saved.
    Full,
    WriteFailed {
        why: String,
    },
    /// Another tab saved the game shown here.
    Conflict {
        id: String,
    },
    /// A link in the address bar that cannot be read (nothing was loaded).
    BadLink {
        why: String,
    },
    /// Anything else to tell (a saved game that could not be opened, a failed import).
    Info {
        text: String,
    },
}

impl Notice {
    pub fn message(&self) -> String {
        match self {
            Notice::Blocked { why } => format!(
                "This browser does not let the page store anything ({why}). You can play, but games are kept \
                 only while this page stays open."
            ),
            Notice::Corrupt { what, why, backup: Some(key) } => format!(
                "{what} could not be read ({why}). Its text is kept in this browser's storage under \"{key}\"; \
                 the app started without it."
            ),
            Notice::Corrupt { what, why, backup: None } => format!(
                "{what} could not be read ({why}), and there was no room to copy it aside, so it is left \
                 untouched and the app started without it."
            ),
            Notice::Newer { what } => {
                format!("{what} was saved by a newer version of the app; it is left untouched. Reload to update.")
            }
            Notice::Full => "Storage is full: this game is no longer being saved. Delete old games to make room; \
                             the game on screen is safe until you close the page."
                .to_string(),
            Notice::WriteFailed { why } => format!("The game could not be saved: {why}."),
            Notice::Conflict { .. } => "This game was changed in another tab. Load that version, or keep this \
                                        one (it replaces the other)."
                .to_string(),
            Notice::BadLink { why } => format!("This link cannot be opened: {why}. Nothing was loaded."),
            Notice::Info { text } => text.clone(),
        }
    }

    /// Whether to offer the saved-games list (to delete some).
    pub fn offers_cleanup(&self) -> bool {
        matches!(self, Notice::Full)
    }

    pub(crate) fn from_write(error: BackendError) -> Notice {
        match error {
            BackendError::Full => Notice::Full,
            other => Notice::WriteFailed { why: other.to_string() },
        }
    }
}
