"""widgetry lsp driven by a real LSP client (pytest-lsp, on pygls and lsprotocol).

The Swift test PytestLspTests runs this with WIDGETRY set to the built binary.
The client opens widgets/todo.widget as an editor would and checks what the
server says back: diagnostics with their quick fix, hover, completion after
incremental edits, definitions, symbols and formatting; and a Swift file of an
Xcode project (a copy of the fixture Classic), checked with its target.
"""
import asyncio
import json
import os
import pathlib
import shutil
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

WIDGETRY = os.environ.get("WIDGETRY", "widgetry")
ROOT = pathlib.Path(__file__).resolve().parents[3]
TODO = ROOT / "widgets" / "todo.widget"
CLASSIC = ROOT / "Tests" / "WidgetProjectTests" / "Fixtures" / "Classic"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[WIDGETRY, "lsp"]))
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(capabilities=client_capabilities("visual-studio-code"),
                                    root_uri=ROOT.as_uri())
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "widgetry"
    assert result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    yield
    await lsp_client.shutdown_session()


def open_todo(client: LanguageClient, text: str, name: str = "todo.widget") -> str:
    uri = (ROOT / ".build" / "lsp-e2e" / name).as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="widget", version=1, text=text)))
    return uri


def position_of(text: str, line_contains: str, needle: str, offset: int = 0) -> types.Position:
    for number, line in enumerate(text.split("\n")):
        if line_contains in line:
            column = line.index(needle) + offset
            return types.Position(line=number, character=len(line[:column].encode("utf-16-le")) // 2)
    raise AssertionError(f"no line with {line_contains!r}")


async def diagnostics_for(client: LanguageClient, uri: str, version: int):
    while True:
        params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri and params.version == version:
            return params.diagnostics


async def test_diagnostics_and_quick_fix(client: LanguageClient):
    text = TODO.read_text().replace('Text("ToDo Items")', 'Txt("ToDo Items")')
    uri = open_todo(client, text)
    diagnostics = await diagnostics_for(client, uri, 1)
    assert [d.message for d in diagnostics] == ["unknown view 'Txt'; did you mean 'Text'?"]
    start = position_of(text, 'Txt("ToDo Items")', "Txt")
    assert diagnostics[0].range.start == start
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostics[0].range,
        context=types.CodeActionContext(diagnostics=diagnostics)))
    assert len(actions) == 1
    edit = actions[0].edit.changes[uri][0]
    assert edit.new_text == "Text"

    # Fixed with an incremental change: the diagnostics clear.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text="Text")]))
    assert list(await diagnostics_for(client, uri, 2)) == []


async def test_hover_shows_the_table(client: LanguageClient):
    text = TODO.read_text()
    uri = open_todo(client, text)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Image(systemName:", "Image", 2)))
    assert "Image(systemName:, [variableValue:])" in hover.contents.value
    assert "A view that shows a picture or an SF Symbol." in hover.contents.value
    assert "In Widgetry:" in hover.contents.value
    field = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Text(todo.name)", "name", 1)))
    assert "var name: String" in field.contents.value


async def test_completion_while_typing(client: LanguageClient):
    text = TODO.read_text()
    uri = open_todo(client, text)
    # Type "todo." in front of ".name)": a half-written member access.
    at = position_of(text, "Text(todo.name)", "todo.name")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=at, end=types.Position(line=at.line, character=at.character + len("todo.name"))),
            text="todo.")]))
    cursor = types.Position(line=at.line, character=at.character + len("todo."))
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=cursor))
    labels = {item.label for item in result.items}
    assert labels == {"id", "name", "isDone"}
    assert next(item for item in result.items if item.label == "name").detail == "var name: String"

    # After a view, the modifiers, with their signatures as detail.
    modifiers_at = position_of(text, '.fontWeight(.bold)', "fontWeight")
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=modifiers_at))
    padding = next(item for item in result.items if item.label == "padding")
    assert padding.detail.startswith(".padding(")


async def test_definition_symbols_and_formatting(client: LanguageClient):
    text = TODO.read_text()
    uri = open_todo(client, text)
    definition = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Text(todo.name)", "name", 1)))
    assert definition.range.start == position_of(text, "var name: String", "name")
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert {"ToDo", "ToDoWidget", "CompleteToDo"} <= {symbol.name for symbol in symbols}
    messy = open_todo(client, "model  A {\nvar x:Int=1\n}\n", name="messy.widget")
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=messy), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert [edit.new_text for edit in edits] == ["model A {\n    var x: Int = 1\n}\n"]


async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await client.protocol.send_request_async("widgetry/noSuchThing", {})
    assert "-32601" in str(raised.value) or "unknown method" in str(raised.value)


async def kept_diagnostics(client: LanguageClient, uri: str, seconds: float = 20):
    """The diagnostics the client kept for uri, once it has some. A module's files are published
    together, faster than wait_for_notification is called again, so this reads what the client kept."""
    for _ in range(int(seconds / 0.02)):
        if uri in client.diagnostics:
            return client.diagnostics[uri]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics for {uri}")


def copy_classic(folder: pathlib.Path) -> pathlib.Path:
    """The fixture project Classic copied into folder, as ProjectFixture copies it."""
    root = folder / "Classic"
    shutil.copytree(CLASSIC, root)
    outside = folder / "outside"
    outside.mkdir()
    (outside / "Outside.swift").write_text("struct Outside {}\n")
    project = root / "Weather.xcodeproj" / "project.pbxproj"
    project.write_text(project.read_text().replace("$FIXTURE_OUTSIDE", str(outside)))
    return root


async def test_a_swift_file_is_checked_with_its_xcode_target(client: LanguageClient, tmp_path: pathlib.Path):
    root = copy_classic(tmp_path)
    row = root / "WeatherWidget" / "Views" / "ForecastRow.swift"
    text = row.read_text()
    uri = row.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))
    # Forecast (the app's Shared/ folder) and degreesText (the project's Shared/) are the target's:
    # the target's other files are published too.
    assert list(await kept_diagnostics(client, uri)) == []
    assert list(await kept_diagnostics(client, (root / "Shared" / "Formatting.swift").as_uri())) == []

    # An unsaved mistake: the diagnostics are those check gives the target once it is saved.
    broken = text.replace("forecast.city", "forecast.cty")
    del client.diagnostics[uri]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=broken)]))
    diagnostics = await kept_diagnostics(client, uri)
    row.write_text(broken)
    checked = subprocess.run([WIDGETRY, "check", "--json", "Classic", "--target", "WeatherWidgetExtension"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=60)
    expected = [(d["message"], d["line"] - 1, d["column"] - 1, d["endLine"] - 1, d["endColumn"] - 1)
                for d in json.loads(checked.stdout) if d["path"] == "Classic/WeatherWidget/Views/ForecastRow.swift"]
    assert len(expected) == 1 and "cty" in expected[0][0]
    assert [(d.message, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character)
            for d in diagnostics] == expected
