"""Messages of the Comrade lesson and dashboard (questions the engine answers)."""

MESSAGES = {
    "lesson.comrade.total_after": {
        "en": "{seat:seat}: {action}. What is the bid total then?",
        "ja": "{seat:seat}:{action}。このあと宣言の合計はいくつになりますか?",
    },
}
