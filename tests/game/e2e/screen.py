#!/usr/bin/env python3
"""What the game's window shows, read back from the X server: for named rectangles
of the layout dump, whether each shows a card face at rest in it. The layout dump
says what the game's state is; this says what the player sees, which is what a loop
that forgets to draw gets wrong.

    usage: screen.py WINDOW LAYOUT SECONDS UNTIL RECT...

Waits until the layout dump has every RECT (the scene that has them is up), then
samples the window as fast as it can until SECONDS have passed since the start and
prints, in order, each distinct state seen: one digit per RECT, 1 when a face-up card
rests in it, e.g. "0000 1000 1100 1110 1111" for a room being dealt. Stops early once
the state is UNTIL. Only libX11 (through ctypes) is needed; a sample takes a few
milliseconds, so the frames of a 0.3 s animation are seen.
"""
import ctypes
import ctypes.util
import json
import sys
import time

# A card face's paper (assets/generator/CardFace.cpp), and how far from it a pixel may be.
CREAM = (250, 245, 232)
TOLERANCE = 24
# Points tested in a rectangle: the middle of each edge, this far inside. A card that
# is off its place by more than this shows felt or shadow at one of them.
INSET = 6
Z_PIXMAP = 2
ALL_PLANES = ctypes.c_ulong(0xFFFFFFFF)


class XImage(ctypes.Structure):
    # The leading fields of Xlib's XImage, enough to read a 24/32-bit ZPixmap.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


def open_x():
    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XGetImage.restype = ctypes.POINTER(XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                              ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("screen.py: cannot open the X display")
    return x11, display


def edge_points(rect):
    x, y, w, h = rect
    return [(x + INSET, y + h // 2), (x + w - 1 - INSET, y + h // 2), (x + w // 2, y + INSET),
            (x + w // 2, y + h - 1 - INSET)]


def sample(x11, display, window, rects):
    """Which rectangles show a card at rest, as "0" and "1" digits. One image of the
    area around them all, so a sample never mixes two frames."""
    left = min(r[0] for r in rects)
    top = min(r[1] for r in rects)
    width = max(r[0] + r[2] for r in rects) - left
    height = max(r[1] + r[3] for r in rects) - top
    image = x11.XGetImage(display, window, left, top, width, height, ALL_PLANES, Z_PIXMAP)
    if not image:
        sys.exit("screen.py: cannot read the window's pixels")
    try:
        if image.contents.bits_per_pixel != 32:
            sys.exit("screen.py: expects a 24-bit screen (xvfb-run -s '-screen 0 1280x800x24')")
        stride = image.contents.bytes_per_line
        data = ctypes.string_at(image.contents.data, stride * height)
    finally:
        x11.XDestroyImage(image)

    def cream(x, y):
        at = (y - top) * stride + (x - left) * 4
        b, g, r = data[at:at + 3]
        return all(abs(c - k) <= TOLERANCE for c, k in zip((r, g, b), CREAM))

    return "".join("1" if all(cream(x, y) for x, y in edge_points(r)) else "0" for r in rects)


def rects_when_shown(layout_path, names, deadline):
    """The named rectangles, once the layout dump has them all."""
    while time.monotonic() < deadline:
        try:
            with open(layout_path) as f:
                named = json.load(f)["rects"]
            if all(name in named for name in names):
                return [named[name] for name in names]
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.005)
    sys.exit(f"screen.py: the layout dump never had {' '.join(names)}")


def main():
    window, layout_path, seconds, until = int(sys.argv[1], 0), sys.argv[2], float(sys.argv[3]), sys.argv[4]
    deadline = time.monotonic() + seconds
    # The display is opened first, so that sampling starts as soon as the rectangles are known.
    x11, display = open_x()
    rects = rects_when_shown(layout_path, sys.argv[5:], deadline)
    seen = []
    while time.monotonic() < deadline:
        state = sample(x11, display, window, rects)
        if not seen or seen[-1] != state:
            seen.append(state)
        if state == until:
            break
    print(" ".join(seen))


if __name__ == "__main__":
    main()
