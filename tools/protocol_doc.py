"""Write the message reference of docs/protocol.md from powergrid/net/protocol.py.

    python tools/protocol_doc.py          # rewrite the reference in place
    python tools/protocol_doc.py --check  # exit 1 if the page and the models disagree

The reference sits between ``<!-- messages -->`` and ``<!-- /messages -->``; the text
around it is written by hand. Every message, its fields and the refusal codes come
from the pydantic models, so the page cannot describe a message the server does not
speak.
"""

from __future__ import annotations

import argparse
import inspect
import re
import sys
import typing
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pydantic import BaseModel  # noqa: E402

from powergrid.net import protocol  # noqa: E402

PAGE = ROOT / "docs" / "protocol.md"
BLOCK = re.compile(r"(<!-- messages -->\n).*?(<!-- /messages -->)", re.DOTALL)


def _members(union: Any) -> list[type[BaseModel]]:
    inner = typing.get_args(union)[0]
    return list(typing.get_args(inner))


def _type_name(annotation: Any) -> str:
    if isinstance(annotation, type):
        return annotation.__name__
    return _cleaned(str(annotation)).replace(" | ", " or ")


def _cleaned(text: str) -> str:
    text = re.sub(r"typing\.|powergrid\.[\w.]+\.|<class '([\w.]+)'>", r"\1", text)
    text = re.sub(r"Annotated\[(\w+), .*?\]$", r"\1", text)
    text = re.sub(r"Literal\['(\w+)'\]", r'"\1"', text)
    if "Annotated[Union[ChoosePlant" in text:
        return "Action (powergrid.rules.actions)"
    text = re.sub(r"Annotated\[(\w+),[^\]]*\]", r"\1", text)
    text = text.replace("NoneType", "None")
    for word in ("ForwardRef('", "')"):
        text = text.replace(word, "")
    return text


LIMITS = {"min_length": "length ≥ {}", "max_length": "length ≤ {}", "ge": "≥ {}", "le": "≤ {}"}


def _bounds(field: Any) -> str:
    """The field's bounds, as pydantic checks them."""
    found = []
    for item in field.metadata:
        for key, wording in LIMITS.items():
            value = getattr(item, key, None)
            if value is not None:
                found.append(wording.format(value))
        if getattr(item, "pattern", None):
            found.append(f"matches `{item.pattern}`")
    if any("AfterValidator" in repr(item) for item in field.metadata):
        found.append("one line of plain text")
    return ", ".join(found)


def _fields(model: type[BaseModel], skip: str = "") -> list[str]:
    lines = [" ".join(inspect.cleandoc(model.__doc__ or "").split()).replace(":class:", "")]
    lines += ["", "| field | type | default | bounds |", "|---|---|---|---|"]
    for name, field in model.model_fields.items():
        if name == skip:
            continue
        default = "required" if field.is_required() else f"`{field.get_default()!r}`"
        kind = _type_name(field.annotation)
        lines.append(f"| `{name}` | {kind} | {default} | {_bounds(field)} |")
    return [*lines, ""]


def _message(model: type[BaseModel]) -> list[str]:
    kind = model.model_fields["type"].default
    return [f"### `{kind}` — {model.__name__}", "", *_fields(model, skip="type")]


def _part(model: type[BaseModel]) -> list[str]:
    return [f"### {model.__name__}", "", *_fields(model)]


def reference() -> str:
    lines = [f"Protocol version: **{protocol.PROTOCOL_VERSION}**.", ""]
    lines += ["## Client to server", ""]
    for model in _members(protocol.ClientMessage):
        lines += _message(model)
    lines += ["## Server to client", ""]
    for model in _members(protocol.ServerMessage):
        lines += _message(model)
    lines += ["## Parts of messages", ""]
    for model in (protocol.TableSettings, protocol.TableInfo, protocol.SeatInfo):
        lines += _part(model)
    lines += ["## Refusal codes", "", "| code | meaning |", "|---|---|"]
    lines += [f"| `{code}` | {meaning} |" for code, meaning in protocol.REFUSALS.items()]
    lines += [
        "",
        "An action the engine refuses carries the engine's own code "
        "(`powergrid.rules.ILLEGAL_CODES`) and parameters.",
        "",
    ]
    return "\n".join(lines)


def render(text: str) -> str:
    return BLOCK.sub(lambda m: m.group(1) + reference() + m.group(2), text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = PAGE.read_text(encoding="utf-8")
    new = render(text)
    if args.check:
        if new != text:
            print("docs/protocol.md is stale: run python tools/protocol_doc.py", file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
