#!/usr/bin/env python3
"""Writes public/docs/user-guide.pdf, the User Guide of the Help menu: a plain, real PDF
(Helvetica text, one section per feature) with no dependency beyond Python's standard library.
Edit SECTIONS and run `python3 scripts/make-user-guide.py`."""
import pathlib

TITLE = "Client Portal - User Guide"
SECTIONS = [
    ("Signing in", [
        "Open the portal and choose 'Sign in with Microsoft'. A pop-up asks for your",
        "Microsoft work account. When your session expires the portal locks; choose",
        "'Unlock to continue' to sign in again without losing your page.",
    ]),
    ("Choosing a client and project", [
        "Open the profile menu in the toolbar and choose 'Switch Client/Project' (or",
        "'Switch Project' when you have one client). Pick the client, then the project.",
    ]),
    ("Project dashboard and contract locker", [
        "Overview shows the project dashboard. The contract locker shows contracts due",
        "for review, expiring and renewing, by year.",
    ]),
    ("File manager", [
        "Tools > File Manager lists your company's document library. Open a folder to go",
        "down; use the breadcrumb trail starting at Home to go back up. Select a file to",
        "see its details, download it, or open it in a new tab.",
    ]),
    ("Reports", [
        "Invoice intelligence and vendor intelligence are interactive reports of your",
        "spend. Use the page tabs, print, fullscreen and reload buttons above the report.",
    ]),
    ("Personalising the portal", [
        "Choose English, Turkish or Arabic from the language menu, change the font size,",
        "layout and colours in the settings panel, and pin pages to the shortcuts bar.",
    ]),
    ("Help", [
        "Help > FAQs answers common questions. For access problems contact your",
        "system administrator.",
    ]),
]

def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

lines = ["BT", "/F2 20 Tf", "56 780 Td", f"({escape(TITLE)}) Tj", "/F1 11 Tf", "0 -16 TL", "T*", "T*"]
for heading, body in SECTIONS:
    lines += ["/F2 13 Tf", f"({escape(heading)}) Tj", "T*", "/F1 11 Tf"]
    lines += [f"({escape(row)}) Tj T*" for row in body]
    lines.append("T*")
lines.append("ET")
stream = "\n".join(lines).encode("latin-1")

objects = [
    b"<< /Type /Catalog /Pages 2 0 R /Lang (en) >>",
    b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
    b"/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    b"<< /Title (" + TITLE.encode("latin-1") + b") /Producer (client-portal) >>",
]
out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
offsets = []
for number, body in enumerate(objects, start=1):
    offsets.append(len(out))
    out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
xref = len(out)
out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
out += b"trailer\n<< /Size %d /Root 1 0 R /Info 7 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
target = pathlib.Path(__file__).resolve().parent.parent / "public" / "docs" / "user-guide.pdf"
target.write_bytes(bytes(out))
print(f"wrote {target} ({len(out)} bytes)")
