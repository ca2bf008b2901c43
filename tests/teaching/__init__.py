"""Lessons, questions, the glossary, rules cards and plans, links, notebooks executed."""
