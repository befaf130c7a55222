#!/usr/bin/env python3
"""Independent model of the loops in tests/filetests/layout/*.plir: plain
Python integers, wrapped to i32 where the IR wraps. Prints one `; run:`
line per case; the files' expected values are these."""

M = 1 << 32


def i32(x):
    x %= M
    return x - M if x >= 1 << 31 else x


def sum_squares(n):
    return i32(sum(i * i for i in range(max(n, 0))))


def first_hit(n, a):
    for i in range(max(n, 0)):
        if (i * a) % M & 15 == 9:
            return i
    return -1


def nested(n, m):
    s = 0
    for i in range(max(n, 0)):
        for j in range(max(m, 0)):
            s += i32(i * m + j) ^ i
    return i32(s)


def gcd(a, b):
    a, b = a % M, b % M
    while b:
        a, b = b, a % b
    return i32(a)


CASES = {
    "counted_loop": [("sum_squares", sum_squares, (n,)) for n in (0, 1, 5, 100, -3, 3000)],
    "two_exits": [("first_hit", first_hit, c) for c in ((10, 3), (3, 3), (50, 2), (40, 5), (0, 7), (100, 11))],
    "nested_loop": [("nested", nested, c) for c in ((0, 4), (3, 0), (1, 1), (3, 4), (7, 5), (20, 13))],
    "gcd_swap": [("gcd", gcd, c) for c in ((12, 18), (0, 5), (7, 0), (17, 5), (-1, 3), (1071, 462), (-2, -4))],
}

if __name__ == "__main__":
    for file, cases in CASES.items():
        print(f"{file}.plir:")
        for name, f, args in cases:
            print(f"; run: %{name}({', '.join(map(str, args))}) == {f(*args)}")
