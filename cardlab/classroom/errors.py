"""The class store's refusals: :class:`ClassError`, one sentence in English and Japanese.

>>> issubclass(ClassError, StoreError)
True
"""

from __future__ import annotations

from cardlab.db import StoreError

__all__ = ["ClassError"]


class ClassError(StoreError):
    """A class-store request refused, said in one sentence: an i18n ``key`` and its
    ``values`` (a value may be ``{"en": …, "ja": …}``); ``str`` is English,
    :meth:`text` gives either language. Nothing is written when one is raised.

    >>> e = ClassError("class.unknown", name="x")
    >>> e.key, e.text("en")
    ('class.unknown', 'There is no class named x: check the name in the link.')
    >>> ClassError("class.closed", name="x").text("ja")
    'クラスxは締め切られているので、結果はもう送れません。'
    """
