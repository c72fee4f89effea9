// Golden text grids of the layout tests; regenerate with
// scripts/update-render-goldens.py (see there). Rows are framed by `|`.

enum GoldenGrids {
    static let grids: [String: String] = [
    "button-bordered": """
        |   [Add]    |
        """,
    "clip-shape-clips-overflow": """
        | |bcd|  |
        """,
    "combining-marks-width": """
        |  ééé|  |
        """,
    "divider-outside-stack": """
        |──────|
        """,
    "emoji-row": """
        | 🐶 Walk 🐕‍🦺 |
        """,
    "emoji-todo-small": """
        |╭────────────────────╮|
        |│                    │|
        |│     ToDo Items     │|
        |│ ○ 🏋️ Gym           │|
        |│   ──────────────── │|
        |│ ● 마지막 활동 계…  │|
        |│   ──────────────── │|
        |│ ○ Köpeği Yürüyüşe… │|
        |│   ──────────────── │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "emoji-truncated": """
        |🍎🍌🍇…|
        """,
    "empty-view-in-stack": """
        | only |
        |      |
        """,
    "family-accessory-circular": """
        |╭─────╮|
        |│ 42  │|
        |│███░░│|
        |╰─────╯|
        """,
    "family-accessory-inline": """
        |☑ 3 to-dos left, next: Walk the dog at… |
        """,
    "family-accessory-rectangular": """
        |╭────────────────────╮|
        |│Next: Walk the dog… │|
        |│3 left              │|
        |╰────────────────────╯|
        """,
    "family-system-extra-large": """
        |╭────────────────────────────────────────────────────────────────────────────────────────────╮|
        |│ Extra large                                                                                │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |│                                                                                            │|
        |╰────────────────────────────────────────────────────────────────────────────────────────────╯|
        """,
    "family-system-large": """
        |╭────────────────────────────────────────────╮|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│ Large                                      │|
        |│ ────────────────────────────────────────── │|
        |│ row                                        │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |╰────────────────────────────────────────────╯|
        """,
    "family-system-medium": """
        |╭────────────────────────────────────────────╮|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│ RepoWatcher                             42 │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |╰────────────────────────────────────────────╯|
        """,
    "family-system-small": """
        |╭────────────────────╮|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│       Hello        │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "frame-fixed-50pt-center": """
        |          |
        |          |
        |    ab    |
        |          |
        |          |
        """,
    "frame-fixed-bottom-trailing": """
        |........|
        |........|
        |......y.|
        |........|
        """,
    "frame-fixed-top-leading": """
        |.x......|
        |........|
        |........|
        |........|
        """,
    "frame-fixed-width-truncates": """
        | Trunca…  |
        """,
    "frame-max-both-bottom": """
        |      |
        |      |
        |  b   |
        """,
    "frame-max-infinity-leading": """
        |start       |
        """,
    "frame-max-infinity-trailing": """
        |         end|
        """,
    "frame-max-width-wraps": """
        |  wrap me   |
        |  inside    |
        |  please    |
        """,
    "frame-min-width-grows": """
        |     [  ]   |
        """,
    "frame-nested-alignment": """
        |            |
        |   in       |
        |            |
        |            |
        """,
    "gauge-range": """
        |███░░░░░░░|
        """,
    "hstack-align-bottom": """
        |  one       |
        |  two       |
        |  six low   |
        """,
    "hstack-align-top": """
        |  one top   |
        |  two       |
        |  six       |
        """,
    "hstack-divider-full-height": """
        | L │       |
        | L │ right |
        | L │       |
        """,
    "hstack-fixed-frame-and-flexible": """
        |Name               x|
        """,
    "hstack-glyph-and-text": """
        |  ○ Go to the gym   |
        """,
    "hstack-image-label-count": """
        |    ★ 12 ⑂ 3 ⚠ 5    |
        """,
    "hstack-long-text-and-spacer": """
        |A rather long…  |
        """,
    "hstack-short-text-first": """
        |OK a long sentence  |
        |   that has to wrap |
        |                    |
        """,
    "hstack-spacer-minlength-zero": """
        |ab      cd|
        """,
    "hstack-spacing-24pt": """
        |  ab   cd   |
        """,
    "hstack-spacing-zero": """
        |   abcdef   |
        """,
    "hstack-text-spacer-text": """
        |Left           Right|
        """,
    "hstack-two-long-texts-share": """
        |alpha beta one two   |
        |gamma      three four|
        |delta      five      |
        """,
    "hstack-two-spacers-centre": """
        |      mid      |
        """,
    "image-data-placeholder": """
        |░░░░░░░░|
        |░░░░░░░░|
        |░░░░░░░░|
        """,
    "image-unknown-symbol": """
        | □ ? |
        """,
    "korean-in-accessory-inline": """
        |◷ 마지막 활동 계산 — 12일 전, 다시 시작…|
        """,
    "korean-small": """
        |╭────────────────────╮|
        |│                    │|
        |│                    │|
        |│                    │|
        |│  마지막 활동 계산  │|
        |│       3일 전       │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "korean-truncated-head": """
        |…동 계산 |
        """,
    "korean-truncated-odd-width": """
        |마지막… |
        """,
    "korean-wraps": """
        |마지막   |
        |활동 계산|
        |         |
        """,
    "label-icon-and-title": """
        | ⚙ Settings |
        """,
    "nested-stacks-row-of-columns": """
        |   Stars │ Forks    |
        |   12    │     3    |
        |         │          |
        """,
    "no-clip-overflows-neighbours": """
        | abcd|f |
        """,
    "overlay-centered-over-wide-frame": """
        |   Tasks    |
        |  All done  |
        |            |
        """,
    "overlay-top-trailing-badge": """
        |  Inbox3  |
        |          |
        |    -     |
        """,
    "padding-7pt-is-one-column": """
        | | x | |
        """,
    "padding-bottom": """
        |bot   |
        |      |
        |      |
        """,
    "padding-default-all": """
        |        |
        |  pad   |
        |        |
        """,
    "padding-in-vstack-row": """
        |   ToDo   |
        |          |
        |   next   |
        """,
    "padding-leading": """
        |   lead |
        """,
    "padding-top": """
        |      |
        |top   |
        |      |
        """,
    "padding-trailing": """
        | trail  |
        """,
    "progress-half": """
        |█████░░░░░|
        """,
    "progress-indeterminate": """
        |  ⋯  |
        """,
    "progress-with-label": """
        |Upload    |
        |████████░░|
        """,
    "repo-watcher-medium": """
        |╭────────────────────────────────────────────╮|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |│ swift-widgets                      █▀▀ ▀▀█ │|
        |│ ★ 999 ⑂ 12 ⚠ 4                     █▀█  ▀█ │|
        |│                                    ▀▀▀ ▀▀▀ │|
        |│                                            │|
        |│                                            │|
        |│                                            │|
        |╰────────────────────────────────────────────╯|
        """,
    "text-big-numerals": """
        |▀█  ▀▀█ ▀▀█ |
        | █  █▀▀   █ |
        |▀▀▀ ▀▀▀   ▀ |
        """,
    "text-big-numerals-fallback": """
        | 127  |
        """,
    "text-explicit-newlines": """
        | one    |
        | two    |
        | three  |
        """,
    "text-height-limits-lines": """
        |one two   |
        |three fou…|
        """,
    "text-ideal-fits": """
        |   Hello    |
        """,
    "text-linelimit-1-head": """
        |…ng at ten|
        """,
    "text-linelimit-1-middle": """
        |Join…t ten |
        """,
    "text-linelimit-1-tail": """
        |Join the… |
        """,
    "text-linelimit-2-tail": """
        |one two   |
        |three fou…|
        |          |
        """,
    "text-long-word-breaks": """
        |abcdef|
        |ghijkl|
        |mno   |
        """,
    "text-multiline-center": """
        |a centred |
        |paragraph |
        |  here    |
        """,
    "text-multiline-trailing": """
        |a trailing|
        | paragraph|
        |      here|
        """,
    "text-wraps-at-words": """
        |the quick |
        |brown fox |
        |jumps     |
        """,
    "todo-medium": """
        |╭────────────────────────────────────────────╮|
        |│                                            │|
        |│                 ToDo Items                 │|
        |│ ○ Go to the gym                            │|
        |│   ──────────────────────────────────────── │|
        |│ ● Join the meeting at ten                  │|
        |│   ──────────────────────────────────────── │|
        |│ ○ Walk the dog                             │|
        |│   ──────────────────────────────────────── │|
        |│                                            │|
        |╰────────────────────────────────────────────╯|
        """,
    "todo-small": """
        |╭────────────────────╮|
        |│                    │|
        |│     ToDo Items     │|
        |│ ○ Go to the gym    │|
        |│   ──────────────── │|
        |│ ● Join the meetin… │|
        |│   ──────────────── │|
        |│ ○ Walk the dog     │|
        |│   ──────────────── │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "todo-small-buttons": """
        |╭────────────────────╮|
        |│                    │|
        |│     ToDo Items     │|
        |│¹○ Go to the gym    │|
        |│   ──────────────── │|
        |│²● Join the meetin… │|
        |│   ──────────────── │|
        |│³○ Walk the dog     │|
        |│   ──────────────── │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "todo-small-empty": """
        |╭────────────────────╮|
        |│                    │|
        |│                    │|
        |│                    │|
        |│    ToDo Items      │|
        |│  ToDos Completed   │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "toggle-off": """
        |Wi-Fi       ○━|
        """,
    "toggle-on-fills-width": """
        |Wi-Fi       ━●|
        """,
    "turkish-small": """
        |╭────────────────────╮|
        |│                    │|
        |│                    │|
        |│                    │|
        |│ Köpeği Yürüyüşe    │|
        |│ Çıkar              │|
        |│ ────────────────── │|
        |│                    │|
        |│                    │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "turkish-truncated": """
        |Köpeği Yürü…|
        """,
    "vietnamese-small": """
        |╭────────────────────╮|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│ Luồng chương trình │|
        |│                    │|
        |│                    │|
        |│                    │|
        |│                    │|
        |╰────────────────────╯|
        """,
    "vietnamese-truncated-middle": """
        |Luồng…trình |
        """,
    "view-that-fits-first": """
        | Walk the dog today |
        """,
    "view-that-fits-last": """
        |Wa |
        """,
    "view-that-fits-second": """
        |   Walk   |
        """,
    "view-that-fits-vertical": """
        |  one line  |
        |            |
        """,
    "vstack-divider-full-width": """
        |  above   |
        |──────────|
        |  below   |
        """,
    "vstack-leading": """
        |  a       |
        |  longer  |
        |  mid     |
        """,
    "vstack-spacer-pushes-apart": """
        |  top   |
        |        |
        |        |
        |        |
        | bottom |
        """,
    "vstack-spacer-then-text": """
        |        |
        |        |
        |        |
        | footer |
        """,
    "vstack-spacing-16pt": """
        | one  |
        |      |
        | two  |
        |      |
        """,
    "vstack-trailing": """
        |       a  |
        |  longer  |
        |     mid  |
        """,
    "zstack-bottom-trailing": """
        |........|
        |........|
        |......BR|
        """,
    "zstack-overlap-center": """
        |#########|
        |###hi####|
        |#########|
        """,
    "zstack-spacer-fills": """
        |      |
        |  x   |
        |      |
        """,
    "zstack-top-leading": """
        |TL......|
        |........|
        |........|
        """,
    ]
}
