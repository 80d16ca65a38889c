/// The ids of the built-in standard criteria (`Catalog/standard-criteria.json`), for code that
/// maps onto them by name: a misspelt id is then a compile error, not a criterion that
/// silently fails to resolve.
public enum StandardCriterionID {
  public static let keyboardFocus = "keyboard.focus"
  public static let keyboardSpace = "keyboard.space"
  public static let keyboardEnter = "keyboard.enter"
  public static let keyboardEscape = "keyboard.escape"
  public static let gestureSwipe = "gesture.swipe"
  public static let gestureDoubleTap = "gesture.double-tap"
  public static let gestureAdjust = "gesture.adjust"
  public static let screenReaderName = "screen-reader.name"
  public static let screenReaderRole = "screen-reader.role"
  public static let screenReaderState = "screen-reader.state"
  public static let screenReaderGroup = "screen-reader.group"
  public static let screenReaderHidden = "screen-reader.hidden"
  public static let screenReaderAnnouncement = "screen-reader.announcement"
  public static let focusOrder = "focus.order"
  public static let focusEnter = "focus.enter"
  public static let focusTrap = "focus.trap"
  public static let focusReturn = "focus.return"
  public static let settingsTextResize = "settings.text-resize"

  /// Every id above, in the order of the catalog file.
  public static let all = [
    keyboardFocus, keyboardSpace, keyboardEnter, keyboardEscape, gestureSwipe, gestureDoubleTap,
    gestureAdjust, screenReaderName, screenReaderRole, screenReaderState, screenReaderGroup,
    screenReaderHidden, screenReaderAnnouncement, focusOrder, focusEnter, focusTrap, focusReturn,
    settingsTextResize,
  ]
}
