"""Words of the students' server of ``make class`` (:mod:`cardlab.room`): its front door,
a room that is full, a dashboard opened there without a class's or a table's link, and
a port another program holds when `make class` starts (:mod:`cardlab.classroom_server`)."""

MESSAGES = {
    "room.title": {"en": "cardlab: the class's pages", "ja": "cardlab:クラスのページ"},
    "room.door": {
        "en": "This computer serves the class's game pages only: open the link your "
              "teacher gave you.",
        "ja": "このコンピューターはクラスのゲームのページだけを出しています。先生から"
              "もらったリンクを開いてください。",
    },
    "room.full": {
        "en": "The room is full ({kernels} game pages are open, the most this computer "
              "serves): close a tab you no longer use, or wait a minute and reload this "
              "page.",
        "ja": "満員です(このコンピューターが出せる最大の{kernels}ページが開いています)。"
              "使っていないタブを閉じるか、1分ほど待ってからこのページを再読み込みして"
              "ください。",
    },
    "room.only_links": {
        "en": "In class, this page opens only with a class's or a shared table's link: ask "
              "your teacher for yours.",
        "ja": "授業中、このページはクラスか共有テーブルのリンクでしか開けません。先生に"
              "リンクをもらってください。",
    },
    "room.port_taken": {
        "en": "Port {port} on {host} is already in use by another program, so the class "
              "cannot start: stop that program, or choose another port (make class "
              "PORT=9000; the teacher's page takes the next one).",
        "ja": "{host}のポート{port}はほかのプログラムが使っているので、クラスを始められ"
              "ません。そのプログラムを止めるか、別のポートを選んでください(make class "
              "PORT=9000。先生のページはその次の番号を使います)。",
    },
}
