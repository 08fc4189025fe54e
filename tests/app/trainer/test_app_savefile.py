"""Save as writes a file whole or not at all (issue 29 §3.6): a write that fails half way (a full
disk) leaves the old file as it was; a link, a dangling link, a FIFO, a folder and a NUL in the
name are refused before anything is written, with a message in English and in Chinese."""

from __future__ import annotations

import errno
import os
import sys

import pytest
from pools import SynchronousPool

from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer import savefile
from mjtrainer.app.trainer.practice_controller import PracticeController
from mjtrainer.app.trainer.savefile import SaveRefused, refusal_text, save_text

OLD = "the user's own file\n" * 100
NEW = "a new practice deal\n" * 1000
posix = pytest.mark.skipif(sys.platform == "win32", reason="links and FIFOs as POSIX has them")


def _refused(path, text: str = NEW) -> SaveRefused:
    with pytest.raises(SaveRefused) as info:
        save_text(path, text)
    return info.value


def test_a_file_is_written_and_written_over_keeping_its_permissions(tmp_path):
    path = tmp_path / "deal.jsonl"
    save_text(path, "first")
    assert path.read_text(encoding="utf-8") == "first"
    path.chmod(0o640)
    save_text(str(path), NEW)
    assert path.read_text(encoding="utf-8") == NEW
    if sys.platform != "win32":
        assert path.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.jsonl"]


def test_a_write_that_fails_half_way_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "deal.jsonl"
    path.write_text(OLD, encoding="utf-8")
    real = savefile._write_all

    def disk_full(fd: int, data: bytes) -> None:
        real(fd, data[:4096])  # some of it goes out, then the disk is full
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(savefile, "_write_all", disk_full)
    e = _refused(path)
    assert e.code == "failed" and e.detail == os.strerror(errno.ENOSPC)
    assert path.read_text(encoding="utf-8") == OLD
    assert [p.name for p in tmp_path.iterdir()] == ["deal.jsonl"]  # no half-written file left
    assert refusal_text(e) == f"{os.strerror(errno.ENOSPC)}; nothing at {path} was changed"


@posix
def test_a_link_is_refused_and_what_it_points_to_kept(tmp_path):
    real = tmp_path / "elsewhere.jsonl"
    real.write_text(OLD, encoding="utf-8")
    link = tmp_path / "deal.jsonl"
    link.symlink_to(real)
    e = _refused(link)
    assert (e.code, e.target) == ("link", str(real))
    assert real.read_text(encoding="utf-8") == OLD and link.is_symlink()
    assert "is a link to" in refusal_text(e) and str(real) in refusal_text(e)


@posix
def test_a_dangling_link_is_refused_and_its_target_not_created(tmp_path):
    link = tmp_path / "deal.jsonl"
    link.symlink_to(tmp_path / "gone" / "target.jsonl")
    assert _refused(link).code == "link"
    assert not (tmp_path / "gone").exists() and link.is_symlink()


@posix
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "deal.jsonl"
    os.mkfifo(fifo)
    e = _refused(fifo)  # opening it for writing would wait for a reader forever
    assert e.code == "not-a-file"
    assert refusal_text(e) == f"{fifo} is a pipe or a device, not a file; it was left as it is"


def test_a_folder_and_a_nul_in_the_name_are_refused(tmp_path):
    assert _refused(tmp_path).code == "folder"
    e = _refused(str(tmp_path / "deal\0.jsonl"))
    assert e.code == "bad-name" and "\0" not in refusal_text(e)
    assert list(tmp_path.iterdir()) == []


@posix
def test_the_practice_deal_is_refused_with_a_message_in_english_and_chinese(
    qtbot, settings_controller, tmp_path, monkeypatch
):
    practice = PracticeController(runner=TaskRunner(SynchronousPool()))
    monkeypatch.setattr(practice, "mjai_text", lambda: NEW)
    fifo = tmp_path / "deal.jsonl"
    os.mkfifo(fifo)
    with qtbot.waitSignal(practice.message) as said:
        assert not practice.save(str(fifo))
    assert said.args[0] == (
        f"Could not save the deal: {fifo} is a pipe or a device, not a file; it was left as it is"
    )
    settings_controller.set_language("zh_CN")
    with qtbot.waitSignal(practice.message) as said:
        assert not practice.save(str(tmp_path / "a\0b"))
    assert said.args[0].startswith("无法保存这局：") and "NUL" in said.args[0]
    practice.shutdown()
