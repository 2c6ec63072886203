"""Table chance mode (issue 16): the referee knows exactly what a physical table saw (docs/TABLE_MODE.md)."""
from engine.core.table.codec import dump_record, load_record, record_problems
from engine.core.table.record import Claim, Finding, Group, Pile, Pin, Refusal, TableRecord
from engine.core.table.words import claim_refusal, finding_text

__all__ = ["Claim", "Finding", "Group", "Pile", "Pin", "Refusal", "TableRecord", "claim_refusal", "dump_record",
           "finding_text", "load_record", "record_problems"]
