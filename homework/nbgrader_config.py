# nbgrader's settings for the cardlab homework course (README: "Homework that nbgrader marks").
# Run every nbgrader command from this folder (or set CourseDirectory.root to it).
c = get_config()  # noqa: F821  (nbgrader provides get_config)

c.CourseDirectory.course_id = "cardlab"
c.CourseDirectory.root = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."

# The students' answer cells: the line `answer_1 = ...` stays, the solution goes.
c.ClearSolutions.code_stub = {
    "python": "# ↑ write your answer above, after =  /  ↑ 上の = のあとに答えを書いてください"
}

# Marking a notebook builds the student's positions with the engine (a second or two);
# a class of 30 is marked in one `nbgrader autograde <game>` run.
c.Execute.timeout = 120

# Students need not be added one by one: autograde adds an unknown student id.
c.Autograde.create_student = True

# On a JupyterHub with nbgrader's exchange (README), set the exchange's folder, e.g.:
# c.Exchange.root = "/srv/nbgrader/exchange"
