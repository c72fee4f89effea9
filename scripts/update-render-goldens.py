#!/usr/bin/env python3
"""Write Tests/WidgetRenderTests/GoldenGrids.swift from recorded golden grids.

The golden layout tests compare against `GoldenGrids.grids` (Swift source, so
SwiftPM needs no resources). To re-record:

    WIDGETRY_RECORD=1 swift test --filter WidgetRenderTests   # writes .build/render-goldens/*.txt
    python3 scripts/update-render-goldens.py                   # merges them into GoldenGrids.swift
    git diff Tests/WidgetRenderTests/GoldenGrids.swift         # review every change

Each row is written between `|` marks so trailing spaces are visible.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
target = os.path.join(root, "Tests", "WidgetRenderTests", "GoldenGrids.swift")
sources = [os.path.join(root, ".build", "render-goldens")] + sys.argv[1:]

grids = {}
if os.path.exists(target):
    text = open(target, encoding="utf-8").read()
    for name, body in re.findall(r'    "([^"]+)": """\n(.*?)\n        """,\n', text, re.S):
        grids[name] = "\n".join(line[8:] for line in body.split("\n")) + "\n"
for folder in sources:
    if not os.path.isdir(folder):
        continue
    for file in sorted(os.listdir(folder)):
        if file.endswith(".txt"):
            grids[file[:-4]] = open(os.path.join(folder, file), encoding="utf-8").read()

out = ["// Golden text grids of the layout tests; regenerate with",
       "// scripts/update-render-goldens.py (see there). Rows are framed by `|`.",
       "",
       "enum GoldenGrids {",
       "    static let grids: [String: String] = ["]
for name in sorted(grids):
    body = grids[name].rstrip("\n").replace("\\", "\\\\")
    out.append(f'    "{name}": """')
    out.extend("        " + line for line in body.split("\n"))
    out.append('        """,')
out.append("    ]")
out.append("}")
open(target, "w", encoding="utf-8").write("\n".join(out) + "\n")
print(f"wrote {len(grids)} grids to {os.path.relpath(target, root)}")
