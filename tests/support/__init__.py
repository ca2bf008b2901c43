"""Helpers the tests share (not tests): the conformance checks, the soak, the toy game, views,
notebook metadata.
"""
